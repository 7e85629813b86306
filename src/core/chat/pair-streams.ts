/**
 * The two sealed streams of a private chat, one per direction: mine in my space and the friend's
 * in theirs, both derived from our pair secret (the chat's key resolver); each record's own key
 * comes from the writing device's chain, read by the friend's devices and my other ones.
 */
import type { KeyPair } from '../crypto/sea.ts';
import { pairSecret, type Party } from '../protocol/key-agreement.ts';
import { sealStreamRecord, type SealedRecord } from '../streams/sealed-record.ts';
import { theseReaders, type RecordChains } from '../streams/record-chains.ts';
import { streamKeys, type StreamKeys } from '../streams/stream-keys.ts';
import type { StreamWriter } from '../streams/stream-writer.ts';
import { chatIdOf } from './chat-ids.ts';
import { sealedItem } from './queue-entry.ts';

export type { Party };

export interface PairStreams {
  /** What I write to this friend. */
  readonly mine: StreamKeys;
  /** What this friend writes to me. */
  readonly theirs: StreamKeys;
}

export class PairStreamKeys {
  readonly #pairs = new Map<string, Promise<PairStreams>>();

  /**
   * `wrote` hears of every stream of mine a record was sealed into, its readers, and how a record
   * of its own is queued: a friend's device reachable only after my chain started gets the start
   * that way, settled once a relay has it (`isChainShare`).
   */
  constructor(
    private readonly chains: RecordChains,
    private readonly wrote: StreamWriter['wrote'] = () => Promise.resolve(),
  ) {}

  of(me: KeyPair, party: Party): Promise<PairStreams> {
    const id = `${me.pub}|${party.pub}|${party.epub}`;
    let pair = this.#pairs.get(id);
    if (!pair) {
      pair = pairSecret(me, party.epub).then((secret) => ({
        // Both directions take turns in one chat: a chain of mine ends once the friend answers.
        mine: streamKeys(secret, me.pub, this.chains, party.pub),
        theirs: streamKeys(secret, party.pub, this.chains, party.pub),
      }));
      pair.catch(() => this.#pairs.delete(id));
      this.#pairs.set(id, pair);
    }
    return pair;
  }

  /** Whether the friend's devices are known: until then what I write waits unsealed. */
  ready(party: Party): Promise<boolean> {
    return this.chains.known([party.pub]);
  }

  /** Seals one record of mine to `party`. */
  async seal(
    me: KeyPair,
    party: Party,
    message: { id: string; type: string; ts: number; body: string },
  ): Promise<SealedRecord> {
    const { mine } = await this.of(me, party);
    const record = await sealStreamRecord(
      mine,
      me,
      { ...message, to: party.pub },
      theseReaders([party.pub]),
    );
    const chatId = chatIdOf(me.pub, party.pub);
    await this.wrote(mine, theseReaders([party.pub]), (share, now) =>
      sealedItem(chatId, party.pub, share, now),
    );
    return record;
  }

  forget(): void {
    this.#pairs.clear();
  }
}
