import { useEffect, useState } from 'react';
import { roomKeyText } from '@core/rooms/room-key.ts';
import type { RoomKeyPair } from '@core/conversations/message-types.ts';
import { debug } from '@core/util/log.ts';
import { useCore } from '../../../boot/core-context.ts';

const log = debug('rooms');

/** A room's key pair (for its QR code and its text); null while loading or without a room. */
export function useRoomKey(pub: string | null): { pair: RoomKeyPair; text: string } | null {
  const { rooms } = useCore();
  const [loaded, setLoaded] = useState<{ pub: string; pair: RoomKeyPair } | null>(null);
  useEffect(() => {
    if (!pub) return;
    let live = true;
    rooms.keyPair(pub).then(
      (found) => {
        if (!found.ok) log('no key for the room: %s', found.error);
        else if (live) setLoaded({ pub, pair: found.value });
      },
      (error: unknown) => log('reading the room key failed: %o', error),
    );
    return () => {
      live = false;
    };
  }, [rooms, pub]);
  if (!loaded || loaded.pub !== pub) return null;
  return { pair: loaded.pair, text: roomKeyText(loaded.pair) };
}
