import { useEffect, useState } from 'react';
import { useCore } from '../../../boot/core-context.ts';

export interface FileProgress {
  readonly direction: 'in' | 'out';
  /** Chunks the receiver has (in) or has confirmed (out), of `total`. */
  readonly done: number;
  readonly total: number;
}

/** Transfer progress of this chat's files, by message id, from the core's file-progress events. */
export function useFileProgress(peer: string): ReadonlyMap<string, FileProgress> {
  const { chat } = useCore();
  const [progress, setProgress] = useState<{
    peer: string;
    byMsg: ReadonlyMap<string, FileProgress>;
  }>({ peer, byMsg: new Map() });

  useEffect(
    () =>
      chat.subscribe((event) => {
        if (event.type !== 'file-progress' || event.peer !== peer) return;
        const { direction, done, total } = event;
        setProgress((previous) => {
          const byMsg = new Map(previous.peer === peer ? previous.byMsg : []);
          byMsg.set(event.msgId, { direction, done, total });
          return { peer, byMsg };
        });
      }),
    [chat, peer],
  );

  return progress.peer === peer ? progress.byMsg : new Map();
}
