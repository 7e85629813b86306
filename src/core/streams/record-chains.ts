/**
 * Where a stream record's own key comes from (PROTOCOL.md "Chains"): each device that writes in a
 * stream seals every record with the next message key of its own chain, and sends the chain's start
 * sealed to every reader device. The devices' chains (`core/devices/stream-chains.ts`) implement
 * this port; the stream layer only asks for keys and hands over starts and records.
 */
import type { Result } from '../util/result.ts';

/** One stream as the chains know it: a label unique to the conversation and writer. */
export interface ChainStream {
  readonly id: string;
  readonly writer: string;
  /**
   * A private chat's label, the same for both of its streams on this device: a chain there ends
   * when the other side has started one since (PROTOCOL.md "Turns").
   */
  readonly turns?: string;
}

/** Which key opens a record: the writing device, its chain, the record's number in it. */
export interface ChainHeader {
  readonly device: string;
  readonly chain: string;
  readonly index: number;
}

/** A chain's start sealed from the writing device to one reader device (`prekey-seal.ts`). */
export interface StartBox {
  readonly to: string;
  readonly prekey: string;
  readonly ephemeral: string;
  /** The reader device's reply key it was sealed to as well (a private chat). */
  readonly reply?: string;
  readonly box: string;
}

/** A chain's start as its writer sends it along its first records. */
export interface ChainStart {
  readonly device: string;
  /** The writing device's agreement key: a reader opens its box with it. */
  readonly epub: string;
  readonly chain: string;
  readonly boxes: readonly StartBox[];
}

/** The key for this device's next record in a stream. */
export interface NextKey {
  readonly header: ChainHeader;
  readonly key: CryptoKey;
  /** The chain's start, sent along with each record until a relay acknowledged one. */
  readonly start: ChainStart | null;
}

/**
 * Who reads a stream (users; my other devices always do), asked in the chain's turn: a reader who
 * came while a record waited for it is counted, or gets the start from the share that follows.
 */
export type Readers = () => Promise<readonly string[]>;

/** Readers who do not change (a private chat's friend). */
export const theseReaders =
  (readers: readonly string[]): Readers =>
  () =>
    Promise.resolve(readers);

/** A record kept until the start of its chain arrives. */
export interface WaitingRecord {
  readonly day: string;
  readonly id: string;
  readonly value: string;
}

export type ChainKeyRefusal =
  /** The chain's start has not arrived: the record is kept and handed back when it does. */
  | 'waiting'
  /** Written by this device: stored when it was written, its key is gone. */
  | 'own'
  /** Used already (a replay), expired, or beyond the chain. */
  | 'gone';

export interface RecordChains {
  /**
   * Whether each of `readers` has devices known and one with a prekey: a chain started now reaches
   * them (their other devices get its start when their prekeys come).
   */
  known(readers: readonly string[]): Promise<boolean>;
  /** This device's next key in `stream`, read by `readers` (users; my other devices always). */
  next(stream: ChainStream, readers: Readers): Promise<NextKey>;
  /**
   * The start of this device's chain in `stream` with boxes for readers who have none yet (new
   * readers, devices now known); null when every reader has one, or nothing was written yet.
   */
  share(stream: ChainStream, readers: Readers): Promise<ChainStart | null>;
  /**
   * Calls `listener` when a user's devices changed or one got a new prekey: a start that missed
   * their devices can be shared now.
   */
  watch(listener: () => void): () => void;
  /** A relay acknowledged a record that carried `chain`'s start. */
  delivered(stream: ChainStream, chain: string): Promise<void>;
  /** The key of a record read in `stream`; a record whose chain is not known yet waits. */
  keyFor(
    stream: ChainStream,
    header: ChainHeader,
    record: WaitingRecord,
  ): Promise<Result<CryptoKey, ChainKeyRefusal>>;
  /** Takes a chain's start read in `stream`; gives back the records that waited for it. */
  accept(stream: ChainStream, start: ChainStart): Promise<readonly WaitingRecord[]>;
}
