import { useEffect, useState } from 'react';
import { useCore, useSession } from '../boot/core-context.ts';

const TITLE = 'Meshtalk';

/**
 * Messages unread in all chats, read again after each chat event that changes a preview; the page
 * title carries the count too, so it shows on the browser's tab.
 */
export function useUnreadTotal(): number {
  const { chat } = useCore();
  const me = useSession()?.pub ?? null;
  const [total, setTotal] = useState(0);

  useEffect(() => {
    if (me === null) return;
    let live = true;
    const load = () =>
      chat.unreadTotal().then(
        (count) => live && setTotal(count),
        (error: unknown) => console.error('unread count read failed', error),
      );
    void load();
    const off = chat.subscribe((event) => {
      if (event.type === 'preview' || event.type === 'chat-deleted') void load();
    });
    return () => {
      live = false;
      off();
    };
  }, [chat, me]);

  const shown = me === null ? 0 : total;
  useEffect(() => {
    document.title = shown > 0 ? `(${shown}) ${TITLE}` : TITLE;
  }, [shown]);
  return shown;
}
