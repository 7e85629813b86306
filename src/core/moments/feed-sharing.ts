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
  /** The ids of a friend's devices as their newest list known here names them. */
  readonly devicesOf: (friend: string) => Promise<readonly string[]>;
}

/**
 * A friend who has a device my keys were not sent to (a key travels in our chat, sealed for the
 * devices there are) is sent them all again.
 */
async function newDevices(
  db: FeedSharingDeps['db'],
  friend: string,
  devices: string,
): Promise<boolean> {
  const [row] = await db.all<{ devices: string }>(
    'SELECT devices FROM feed_key_devices WHERE friend = ?',
    [friend],
  );
  if (row?.devices === devices) return false;
  const known = new Set(row?.devices.split(',') ?? []);
  return devices.split(',').some((id) => id && !known.has(id));
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
    const devices = [...(await deps.devicesOf(friend))].sort().join(',');
    if (devices && (await newDevices(db, friend, devices))) {
      await db.run('DELETE FROM feed_key_shares WHERE friend = ?', [friend]);
    }
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
    if (devices) {
      await db.run(
        `INSERT INTO feed_key_devices (friend, devices) VALUES (?, ?)
         ON CONFLICT (friend) DO UPDATE SET devices = excluded.devices`,
        [friend, devices],
      );
    }
  }
  return { now: friends, gone };
}
