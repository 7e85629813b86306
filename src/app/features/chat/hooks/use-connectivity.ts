import { useEffect, useState, useSyncExternalStore } from 'react';
import { useCore, useSession } from '../../../boot/core-context.ts';

/** The core checks its relays every 3 s; before its first answer it reports offline. */
const FIRST_CHECK_GRACE_MS = 4_000;

/**
 * True while someone is signed in and the chat core cannot reach a relay (after its first check
 * since the sign-in has had time to run).
 */
export function useChatOffline(): boolean {
  const { chat } = useCore();
  const me = useSession()?.pub ?? null;
  const online = useSyncExternalStore(
    (notify) =>
      chat.subscribe((event) => {
        if (event.type === 'connectivity') notify();
      }),
    () => chat.online,
  );
  // The session whose first check has had time to run.
  const [settledFor, setSettledFor] = useState<string | null>(null);
  useEffect(() => {
    if (me === null) return;
    const timer = setTimeout(() => setSettledFor(me), FIRST_CHECK_GRACE_MS);
    return () => clearTimeout(timer);
  }, [me]);
  return me !== null && settledFor === me && !online;
}
