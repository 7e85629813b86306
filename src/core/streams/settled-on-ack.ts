import type { SqlDatabase } from '../store/sql.ts';
import type { OutboxHooks, OutboxRecord } from './outbox.ts';
import { itemsWithIds, queuedChats, removeItems } from './outbox-queue.ts';

/**
 * The hooks of a lane whose items a relay's acknowledgement settles and that no message row shows
 * (moments, their talk): each item's stored JSON is its record; `sent` hears which conversations
 * (`chatId`) had items settled.
 */
export function settledOnAckHooks<R extends OutboxRecord>(deps: {
  readonly db: SqlDatabase;
  readonly onError: (error: unknown) => void;
  readonly sent?: (chatIds: readonly string[]) => void;
}): OutboxHooks<R> {
  const { db } = deps;
  return {
    prepare: (stored) => Promise.resolve({ ok: true, to: '', record: JSON.parse(stored) as R }),
    acknowledged: async (ids) => {
      const items = itemsWithIds(ids);
      const chats = deps.sent ? await queuedChats(db, items) : [];
      await removeItems(db, items);
      deps.sent?.(chats);
    },
    failStatements: () => [],
    onStatus: () => undefined,
    onConnectivity: () => undefined,
    onError: deps.onError,
  };
}
