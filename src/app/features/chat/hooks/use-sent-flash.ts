import { useEffect, useState } from 'react';
import type { MessageStatus } from '@core/chat/chat-types.ts';

/** The spec: the check mark shown when a message is confirmed disappears after 1.5 s. */
export const SENT_MARK_MS = 1_500;

/** True for 1.5 s after `status` turns from pending to sent while on screen. */
export function useSentFlash(status: MessageStatus | null): boolean {
  const [previous, setPrevious] = useState(status);
  const [flash, setFlash] = useState(false);
  if (previous !== status) {
    setPrevious(status);
    setFlash(previous === 'pending' && status === 'sent');
  }
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(false), SENT_MARK_MS);
    return () => clearTimeout(timer);
  }, [flash]);
  return flash;
}
