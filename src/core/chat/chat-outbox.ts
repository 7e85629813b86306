/**
 * What the streams' outbox does with a private chat's queued items: the chat decides whether an
 * item may still go (and seals drafts), and turns queue ids (file chunks are `<message>.<n>`) into
 * message statuses and events.
 */
import type { KeyPair } from '../crypto/sea.ts';
import { placeholders, type SqlDatabase, type SqlStatement } from '../store/sql.ts';
import type { FailureLog } from '../streams/failures.ts';
import type { OutboxHooks, Preparation } from '../streams/outbox.ts';
import { isChainShare } from '../streams/sealed-record.ts';
import type { FriendStanding } from './chat-directory.ts';
import type { ChatEvent } from './chat-types.ts';
import { legacyDraft } from './outgoing.ts';
import type { PairStreamKeys } from './pair-streams.ts';
import {
  decodeQueued,
  encodeSealed,
  messageIdOf,
  recipientOf,
  type QueuedMessage,
} from './queue-entry.ts';

export interface ChatOutboxDeps {
  readonly db: SqlDatabase;
  readonly session: () => KeyPair | null;
  /** The recipient as the directory has it now (cached briefly). */
  readonly lookup: (pub: string) => Promise<FriendStanding>;
  readonly streams: PairStreamKeys;
  readonly emit: (event: ChatEvent) => void;
  readonly failures: FailureLog;
}

/**
 * May the item still go (friend, not blocked)? Drafts are sealed once the friend's key and
 * devices are known.
 */
async function prepare(deps: ChatOutboxDeps, item: QueuedMessage): Promise<Preparation> {
  const to = recipientOf(item);
  const me = deps.session();
  if (!me) return { ok: false, to, wait: 'not-logged-in' };
  const { friend, blocked } = await deps.lookup(to);
  if (!friend) return { ok: false, to, fail: 'not-a-friend' };
  if (blocked) return { ok: false, to, fail: 'blocked' };
  if (item.kind === 'sealed') {
    // A chain's start in a record of its own: no receipt names it.
    const settledByAck = isChainShare(item.record);
    return { ok: true, to, record: item.record, ...(settledByAck ? { settledByAck } : {}) };
  }
  if (!friend.epub) return { ok: false, to, wait: 'no-epub' };
  const party = { pub: friend.pub, epub: friend.epub };
  if (!(await deps.streams.ready(party))) return { ok: false, to, wait: 'no-devices' };
  const draft = item.kind === 'draft' ? item.draft : await legacyDraft(deps.db, me.pub, item.id);
  if (!draft) return { ok: false, drop: true };
  return { ok: true, to, record: await deps.streams.seal(me, party, draft) };
}

const messageIds = (ids: readonly string[]): string[] => [...new Set(ids.map(messageIdOf))];

export function chatOutboxHooks(deps: ChatOutboxDeps): OutboxHooks {
  return {
    async prepare(stored) {
      const item = decodeQueued(stored);
      if (!item) return { ok: false, drop: true };
      const prepared = await prepare(deps, item);
      // A draft (or an old-format envelope) sealed now is stored sealed: retries send the same.
      if (prepared.ok && item.kind !== 'sealed') {
        return { ...prepared, stored: encodeSealed(recipientOf(item), prepared.record) };
      }
      return prepared;
    },
    failStatements(ids, to, error): SqlStatement[] {
      const msgIds = messageIds(ids);
      return [
        {
          sql: `UPDATE messages SET status = 'failed', isSending = 0, error = ?
            WHERE msgId IN (${placeholders(msgIds.length)}) AND peer = ? AND status = 'pending'`,
          params: [error, ...msgIds, to],
        },
      ];
    },
    onStatus(ids, to, status, error) {
      for (const msgId of messageIds(ids)) {
        deps.emit({ type: 'status', peer: to, msgId, status, error });
      }
    },
    onConnectivity: (online) => deps.emit({ type: 'connectivity', online }),
    onError: (error) => deps.failures.record('outbox', error),
  };
}
