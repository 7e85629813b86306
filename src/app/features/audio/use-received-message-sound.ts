import { useEffect } from 'react';
import { useCore } from '../../boot/core-context.ts';
import { useClickSound } from '../../ui/click-sounds.ts';

/**
 * The receive click for a message from `peer` that arrives while their chat is open and on
 * screen (`active`); my own messages, from this device or another of mine, make no sound.
 */
export function useReceivedMessageSound(peer: string, active: boolean): void {
  const { chat } = useCore();
  const play = useClickSound();
  useEffect(() => {
    if (!peer || !active) return;
    return chat.subscribe((event) => {
      if (event.type === 'message' && event.message.peer === peer && !event.message.mine) {
        play('receive');
      }
    });
  }, [chat, peer, active, play]);
}
