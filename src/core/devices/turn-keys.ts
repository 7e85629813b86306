/**
 * The reply keys that heal a private chat within a round trip (PROTOCOL.md "Turns"). Each chain a
 * device starts in a private chat carries a fresh reply key of that device inside its start's
 * boxes; the other side's devices keep the newest one each device gave, and seal the start of
 * their own next chain to it as well (`prekey-seal.ts`, DH4). A chain there ends once the other
 * side has started one since it began: each turn of the talk brings new keys from both sides, so a
 * thief of a device's state opens nothing written after both have answered once.
 */
import type { KeyPair } from '../crypto/sea.ts';
import { ephemeralAgreementPair } from '../crypto/sea-keys.ts';
import { first, type SqlDatabase } from '../store/sql.ts';
import { loadLocal, sealLocal } from './device-keys.ts';
import { SKIPPED_KEY_TTL_MS } from './sender-chain.ts';

type Agreement = Pick<KeyPair, 'epub' | 'epriv'>;

/**
 * A reply key heard this long ago is no longer sealed to: its device may have deleted it (a chain
 * of its own started since, or it went quiet), and the prekey still keeps the start from a thief
 * once that is replaced.
 */
export const REPLY_KEY_USE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A chain in a private chat lasts at least this long: each message's receipt is an answer too,
 * and a new chain per message would cost a start (a box per device, four ECDH each) every time.
 */
export const MIN_TURN_MS = 60_000;

const replyHeader = (pub: string) => `reply-key\n${pub}`;

export class TurnKeys {
  constructor(
    private readonly db: SqlDatabase,
    private readonly now: () => number,
  ) {}

  /** A new reply key of this device: its public half goes out with a chain's start. */
  async fresh(identity: KeyPair): Promise<string> {
    const pair = await ephemeralAgreementPair();
    const sealed = await sealLocal(identity, replyHeader(pair.epub), JSON.stringify(pair));
    const now = this.now();
    // Keys older than any box still waiting to be read are of no use any more.
    await this.db.batch([
      { sql: 'DELETE FROM reply_keys WHERE at < ?', params: [now - SKIPPED_KEY_TTL_MS] },
      {
        sql: 'INSERT INTO reply_keys (pub, sealed, at) VALUES (?, ?, ?)',
        params: [pair.epub, sealed, now],
      },
    ]);
    return pair.epub;
  }

  /** This device's reply key `pub`, while it is kept. */
  async mine(identity: KeyPair, pub: string): Promise<Agreement | null> {
    const plain = await loadLocal(
      this.db,
      identity,
      replyHeader(pub),
      'SELECT sealed FROM reply_keys WHERE pub = ?',
      [pub],
    );
    if (!plain) return null;
    const { epub, epriv } = JSON.parse(plain) as Agreement;
    return { epub, epriv };
  }

  /** Keeps the reply key `device` gave with a chain it started in `writer`'s stream of `chat`. */
  async heard(chat: string, device: string, writer: string, reply: string): Promise<void> {
    await this.db.run(
      `INSERT INTO heard_replies (chat, device, writer, reply, at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (chat, device) DO UPDATE SET writer = excluded.writer,
         reply = excluded.reply, at = excluded.at`,
      [chat, device, writer, reply, this.now()],
    );
  }

  /** The newest reply key `device` gave in `chat`, unless it is too old to seal to. */
  async replyOf(chat: string, device: string): Promise<string | null> {
    const row = await first<{ reply: string }>(
      this.db,
      'SELECT reply FROM heard_replies WHERE chat = ? AND device = ? AND at >= ?',
      [chat, device, this.now() - REPLY_KEY_USE_MS],
    );
    return row?.reply ?? null;
  }

  /**
   * Whether my chain in `chat`, started at `since`, has had its turn: someone other than `me`
   * started a chain after it, and it is at least `MIN_TURN_MS` old.
   */
  async turned(chat: string, me: string, since: number): Promise<boolean> {
    if (this.now() - since < MIN_TURN_MS) return false;
    const row = await first<{ n: number }>(
      this.db,
      'SELECT 1 AS n FROM heard_replies WHERE chat = ? AND writer != ? AND at > ? LIMIT 1',
      [chat, me, since],
    );
    return row !== undefined;
  }
}
