/**
 * Who holds which of my feed keys (PROTOCOL.md "Moments"): a friend who held my current epoch and
 * is a friend no longer makes a new epoch begin, and every friend is sent, in our chat, each of my
 * epochs they lack.
 */
import type { ChatDirectory } from '../chat/chat-directory.ts';
import type { ChatService } from '../chat/chat-service.ts';
import type { SqlDatabase } from '../store/sql.ts';
import { debug } from '../util/log.ts';
import type { FeedKeys } from './feed-keys.ts';

const log = debug('moments');

export interface FeedSharingDeps {
  readonly db: SqlDatabase;
  readonly keys: FeedKeys;
  readonly directory: ChatDirectory;
  readonly chat: Pick<ChatService, 'sendFeedKey'>;
  /** True once the service stopped (signing out): nothing more is written then. */
  readonly stopped: () => boolean;
}

/** Shares my feed keys with my friends; says who my friends are now, and who was one no longer. */
export async function shareFeedKeys(
  me: string,
  deps: FeedSharingDeps,
): Promise<{ now: ReadonlySet<string>; gone: readonly string[] }> {
  const { db, keys } = deps;
  const friends = new Set((await deps.directory.friends()).map((f) => f.pub));
  if (deps.stopped()) return { now: friends, gone: [] };
  const current = await keys.current(me);
  const holders = await db.all<{ friend: string }>(
    'SELECT friend FROM feed_key_shares WHERE epoch = ?',
    [current.epoch],
  );
  const gone = holders.filter((row) => !friends.has(row.friend)).map((row) => row.friend);
  if (gone.length > 0 && !deps.stopped()) await keys.begin(me);
  const epochs = await keys.epochs(me);
  for (const friend of friends) {
    const rows = await db.all<{ epoch: string }>(
      'SELECT epoch FROM feed_key_shares WHERE friend = ?',
      [friend],
    );
    const shared = new Set(rows.map((row) => row.epoch));
    for (const key of epochs) {
      if (shared.has(key.epoch)) continue;
      if (deps.stopped()) return { now: friends, gone };
      const sent = await deps.chat.sendFeedKey(friend, {
        epoch: key.epoch,
        secret: key.secret,
        since: key.since,
      });
      if (!sent.ok) {
        // A friend the chat refuses (blocked): sharing stops here until the next sync.
        log('feed key not shared: %s', sent.error);
        return { now: friends, gone };
      }
      await db.run(
        'INSERT INTO feed_key_shares (friend, epoch) VALUES (?, ?) ON CONFLICT DO NOTHING',
        [friend, key.epoch],
      );
    }
  }
  return { now: friends, gone };
}
