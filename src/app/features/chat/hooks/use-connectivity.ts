import { useEffect, useState, useSyncExternalStore } from 'react';
import { useCore } from '../../../core/core-context.ts';

/** The core checks its relays every 3 s; before its first answer it reports offline. */
const FIRST_CHECK_GRACE_MS = 4_000;

/** True while the chat core cannot reach a relay (after its first check has had time to run). */
export function useChatOffline(): boolean {
  const { chat } = useCore();
  const online = useSyncExternalStore(
    (notify) =>
      chat.subscribe((event) => {
        if (event.type === 'connectivity') notify();
      }),
    () => chat.online,
  );
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(true), FIRST_CHECK_GRACE_MS);
    return () => clearTimeout(timer);
  }, []);
  return settled && !online;
}
