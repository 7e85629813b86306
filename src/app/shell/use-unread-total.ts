import { useEffect } from 'react';
import { useCore, useSession } from '../boot/core-context.ts';
import { useLiveQuery } from '../ui/use-live-query.ts';

const TITLE = 'Meshtalk';

/**
 * Messages unread in all chats, read again after each chat event that changes a preview; the page
 * title carries the count too, so it shows on the browser's tab.
 */
export function useUnreadTotal(): number {
  const { chat } = useCore();
  const me = useSession()?.pub ?? null;
  const total = useLiveQuery(
    me === null ? null : `unread-total:${me}`,
    {
      read: () => chat.unreadTotal(),
      source: chat,
      changes: (event) => event.type === 'preview' || event.type === 'chat-deleted',
    },
    0,
  ).value;

  useEffect(() => {
    document.title = total > 0 ? `(${total}) ${TITLE}` : TITLE;
  }, [total]);
  return total;
}
