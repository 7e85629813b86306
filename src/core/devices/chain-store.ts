/**
 * What a device keeps of its chains (`stream-chains.ts`), each sealed under a key only its
 * identity derives: its sending chain per stream, the chains it reads, and records waiting for
 * their chain's start. The newest of each is held in memory too.
 */
import { base64UrlToBytes, bytesToBase64Url } from '../crypto/base64url.ts';
import type { KeyPair } from '../crypto/sea.ts';
import type { SqlDatabase } from '../store/sql.ts';
import type { ChainHeader, ChainStart, WaitingRecord } from '../streams/record-chains.ts';
import { loadLocal, sealLocal } from './device-keys.ts';
import { ReceivingChain, SKIPPED_KEY_TTL_MS, type ChainPosition } from './sender-chain.ts';

/** This device's chain in one stream, as it keeps it. */
export interface SendingChain {
  readonly chain: string;
  readonly position: ChainPosition;
  readonly started: number;
  /** The devices its start was sealed to. */
  readonly devices: readonly string[];
  /** The users it is for: a device of theirs that comes later gets a new chain. */
  readonly readers: readonly string[];
  /** Readers with no device list known: their devices get the start when it comes. */
  readonly listless: readonly string[];
  /** Listed devices whose prekey was not known: they get the start when it is. */
  readonly unreachable: readonly string[];
  /** Kept for the chain's life, for readers who come later (what it opens is stored here). */
  readonly startKey: Uint8Array<ArrayBuffer>;
  /** The start, sent along until a relay has it. */
  readonly start: ChainStart | null;
  /** In a private chat, the reply key this chain's start gives its readers (`turn-keys.ts`). */
  readonly reply?: string;
}

const sendingHeader = (stream: string) => `sending-chain\n${stream}`;
const receivingHeader = (stream: string, device: string, chain: string) =>
  `receiving-chain\n${stream}\n${device}\n${chain}`;

export class ChainStore {
  readonly #sending = new Map<string, SendingChain>();
  readonly #receiving = new Map<string, ReceivingChain>();
  /** Receiving chains changed in memory and not written yet. */
  readonly #unsaved = new Map<
    string,
    { identity: KeyPair; stream: string; device: string; chain: string }
  >();

  constructor(
    private readonly db: SqlDatabase,
    private readonly now: () => number,
  ) {}

  /** Forgets what is held in memory (signing out). */
  forget(): void {
    this.#sending.clear();
    this.#receiving.clear();
    this.#unsaved.clear();
  }

  /** Keeps a record whose chain's start has not come, to hand back when it does. */
  async keepWaiting(stream: string, header: ChainHeader, record: WaitingRecord): Promise<void> {
    await this.db.run(
      `INSERT INTO waiting_records (stream, device, chain, day, id, value, at)
       VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (stream, id) DO NOTHING`,
      [stream, header.device, header.chain, record.day, record.id, record.value, this.now()],
    );
  }

  async takeWaiting(stream: string, device: string, chain: string): Promise<WaitingRecord[]> {
    const where = 'stream = ? AND device = ? AND chain = ?';
    const rows = await this.db.all<{ day: string; id: string; value: string }>(
      `SELECT day, id, value FROM waiting_records WHERE ${where} ORDER BY at`,
      [stream, device, chain],
    );
    await this.db.run(`DELETE FROM waiting_records WHERE ${where}`, [stream, device, chain]);
    // Records kept longer than a skipped key would have been are not waited for any more, and
    // chains not read for as long are over (their writers moved on long ago).
    const expired = this.now() - SKIPPED_KEY_TTL_MS;
    await this.db.run('DELETE FROM waiting_records WHERE at < ?', [expired]);
    await this.db.run('DELETE FROM receiving_chains WHERE updatedAt < ?', [expired]);
    return rows.map(({ day, id, value }) => ({ day, id, value }));
  }

  async loadSending(identity: KeyPair, stream: string): Promise<SendingChain | null> {
    const held = this.#sending.get(stream);
    if (held) return held;
    const plain = await loadLocal(
      this.db,
      identity,
      sendingHeader(stream),
      'SELECT sealed FROM sending_chains WHERE stream = ?',
      [stream],
    );
    if (!plain) return null;
    const kept = JSON.parse(plain) as Omit<SendingChain, 'position' | 'startKey'> & {
      key: string;
      index: number;
      startKey: string;
    };
    const chain: SendingChain = {
      chain: kept.chain,
      position: { key: base64UrlToBytes(kept.key), index: kept.index },
      started: kept.started,
      devices: kept.devices,
      readers: kept.readers,
      listless: kept.listless,
      unreachable: kept.unreachable,
      startKey: base64UrlToBytes(kept.startKey),
      start: kept.start,
      ...(kept.reply ? { reply: kept.reply } : {}),
    };
    this.#sending.set(stream, chain);
    return chain;
  }

  async saveSending(identity: KeyPair, stream: string, chain: SendingChain): Promise<void> {
    const kept = {
      chain: chain.chain,
      key: bytesToBase64Url(chain.position.key),
      index: chain.position.index,
      started: chain.started,
      devices: chain.devices,
      readers: chain.readers,
      listless: chain.listless,
      unreachable: chain.unreachable,
      startKey: bytesToBase64Url(chain.startKey),
      start: chain.start,
      ...(chain.reply ? { reply: chain.reply } : {}),
    };
    const sealed = await sealLocal(identity, sendingHeader(stream), JSON.stringify(kept));
    await this.db.run(
      `INSERT INTO sending_chains (stream, sealed, updatedAt) VALUES (?, ?, ?)
       ON CONFLICT (stream) DO UPDATE SET sealed = excluded.sealed, updatedAt = excluded.updatedAt`,
      [stream, sealed, this.now()],
    );
    this.#sending.set(stream, chain);
  }

  async loadReceiving(
    identity: KeyPair,
    stream: string,
    device: string,
    chain: string,
  ): Promise<ReceivingChain | null> {
    const id = `${stream}|${device}|${chain}`;
    const held = this.#receiving.get(id);
    if (held) return held;
    const plain = await loadLocal(
      this.db,
      identity,
      receivingHeader(stream, device, chain),
      'SELECT sealed FROM receiving_chains WHERE stream = ? AND device = ? AND chain = ?',
      [stream, device, chain],
    );
    const restored = plain ? ReceivingChain.restore(JSON.parse(plain)) : null;
    if (restored) this.#receiving.set(id, restored);
    return restored;
  }

  /**
   * Holds `receiving` as the chain's state now; `flushReceiving` writes it. A run of records of
   * one chain writes it once, after the last: a key used meanwhile stays on disk until then.
   */
  keepReceiving(
    identity: KeyPair,
    stream: string,
    device: string,
    chain: string,
    receiving: ReceivingChain,
  ): void {
    const id = `${stream}|${device}|${chain}`;
    this.#receiving.set(id, receiving);
    this.#unsaved.set(id, { identity, stream, device, chain });
  }

  /** Writes the chain's state held by `keepReceiving`, if not written since. */
  async flushReceiving(stream: string, device: string, chain: string): Promise<void> {
    const id = `${stream}|${device}|${chain}`;
    const unsaved = this.#unsaved.get(id);
    const receiving = this.#receiving.get(id);
    if (!unsaved || !receiving) return;
    this.#unsaved.delete(id);
    const header = receivingHeader(stream, device, chain);
    const text = JSON.stringify(receiving.state());
    const sealed = await sealLocal(unsaved.identity, header, text);
    await this.db.run(
      `INSERT INTO receiving_chains (stream, device, chain, sealed, updatedAt)
       VALUES (?, ?, ?, ?, ?) ON CONFLICT (stream, device, chain)
       DO UPDATE SET sealed = excluded.sealed, updatedAt = excluded.updatedAt`,
      [stream, device, chain, sealed, this.now()],
    );
  }
}
