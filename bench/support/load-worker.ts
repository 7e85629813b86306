/**
 * One process of the load generator (bench/load.ts): simulated users, each with a Gun client and
 * websocket of its own, signed in with its key pair. Each writes sealed, signed records into its
 * streams at a human pace with bursts, through the product's stream publisher, and follows the
 * streams it reads, opening every record as the app does (signature, header, chain key, body).
 * It reports to its parent once a second: records acknowledged, and each delivery's latency.
 */
// First, so that Gun loads without its welcome line.
import '../../src/relay/quiet-gun.ts';
import type { KeyPair } from '../../src/core/crypto/sea.ts';
import { createGun, type GunClient } from '../../src/core/net/gun.ts';
import { gunGraph } from '../../src/core/net/gun-graph.ts';
import { StreamPublisher } from '../../src/core/streams/publisher.ts';
import { dayKeyOf } from '../../src/core/streams/days.ts';
import { newMessageId } from '../../src/core/streams/message-ids.ts';
import { openStreamRecord, sealStreamRecord } from '../../src/core/streams/sealed-record.ts';
import { streamKeys, type StreamKeys } from '../../src/core/streams/stream-keys.ts';
import { benchChains } from './bench-chains.ts';
import { socketsFrom, userAddress } from './from-address.ts';
import { loadPlan, type PlannedStream } from './load-plan.ts';

export interface WorkerStart {
  readonly type: 'start';
  /** The relays users connect to: user `u` to `gunUrls[u % gunUrls.length]`. */
  readonly gunUrls: readonly string[];
  readonly pairs: readonly KeyPair[];
  /** The users this process simulates, by index into `pairs`. */
  readonly mine: readonly number[];
  readonly seed: string;
  /** Records per second each user writes on average. */
  readonly perUserRate: number;
}

export type WorkerReport =
  | { readonly type: 'ready' }
  | {
      readonly type: 'tick';
      readonly stored: number;
      readonly failed: number;
      readonly latencies: number[];
    }
  /** Every write of this process has been answered (or given up on). */
  | { readonly type: 'written' }
  | {
      readonly type: 'done';
      /** Per stream (index into the plan): records acknowledged by the relay. */
      readonly written: Record<number, number[]>;
      /** Per stream and reader: the sequence numbers opened, and how many arrived again. */
      readonly read: Record<string, { seqs: number[]; again: number }>;
    };

const PUT_TIMEOUT_MS = 30_000;
/** One write in this many starts a burst of a few records in a row, as a person typing fast does. */
const BURST_EVERY = 10;
const BURST_SIZE = 5;

const send = (report: WorkerReport): void => void process.send?.(report);

async function secretOf(seed: string, name: string): Promise<CryptoKey> {
  const bytes = await globalThis.crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(`${seed}\n${name}`),
  );
  return globalThis.crypto.subtle.importKey('raw', bytes, 'HKDF', false, [
    'deriveBits',
    'deriveKey',
  ]);
}

async function signedIn(gunUrl: string, pair: KeyPair, user: number): Promise<GunClient> {
  const gun = createGun({ peers: [gunUrl], relaySocket: socketsFrom(userAddress(user)) });
  await gunGraph(() => gun).signIn(pair);
  return gun;
}

async function run(start: WorkerStart): Promise<void> {
  const plan = loadPlan(start.pairs.length);
  const mine = new Set(start.mine);
  const pubOf = (user: number) => start.pairs[user]?.pub ?? '';
  const guns = new Map<number, GunClient>();
  for (const user of start.mine) {
    const pair = start.pairs[user];
    const gunUrl = start.gunUrls[user % start.gunUrls.length];
    if (pair && gunUrl) guns.set(user, await signedIn(gunUrl, pair, user));
  }
  const graphs = new Map([...guns].map(([user, gun]) => [user, gunGraph(() => gun)]));
  const chainsOf = new Map(start.mine.map((user) => [user, benchChains(pubOf(user))]));
  const keysFor = async (stream: PlannedStream, user: number): Promise<StreamKeys> => {
    const chains = chainsOf.get(user);
    if (!chains) throw new Error('not simulated here');
    return streamKeys(await secretOf(start.seed, stream.secret), pubOf(stream.writer), chains);
  };

  let stored = 0;
  let failed = 0;
  let latencies: number[] = [];
  const written: Record<number, number[]> = {};
  const read: Record<string, { seqs: number[]; again: number }> = {};

  // Readers follow today's node of every stream they read, from their own client.
  const day = dayKeyOf(Date.now());
  for (const [index, stream] of plan.entries()) {
    for (const reader of stream.readers.filter((r) => mine.has(r))) {
      const keys = await keysFor(stream, reader);
      const graph = graphs.get(reader);
      if (!graph) continue;
      const seen: { seqs: number[]; again: number } = { seqs: [], again: 0 };
      read[`${index}|${reader}`] = seen;
      const opened = new Set<number>();
      graph.follow(pubOf(stream.writer), await keys.nodeTag(day), (key, value) => {
        void openStreamRecord(keys, day, key, value, { now: Date.now(), maxSkewMs: 300_000 }).then(
          (result) => {
            if (!result.ok || result.value.kind !== 'entry') return;
            const { seq, sent } = JSON.parse(result.value.entry.body) as {
              seq: number;
              sent: number;
            };
            if (opened.has(seq)) return void seen.again++;
            opened.add(seq);
            seen.seqs.push(seq);
            latencies.push(Date.now() - sent);
          },
        );
      });
    }
  }

  // Writers: each user writes into its streams in turn.
  const writers = start.mine.map(async (user) => {
    const graph = graphs.get(user);
    const pair = start.pairs[user];
    if (!graph || !pair) return;
    const publisher = new StreamPublisher(graph, () => pair);
    const streams = [...plan.entries()].filter(([, stream]) => stream.writer === user);
    const keys = await Promise.all(streams.map(([, stream]) => keysFor(stream, user)));
    return { user, pair, publisher, streams, keys };
  });
  const ready = (await Promise.all(writers)).filter((w) => w !== undefined);
  send({ type: 'ready' });

  const go = await new Promise<{ until: number }>((resolve) =>
    process.once('message', (message: { until: number }) => resolve(message)),
  );
  const ticker = setInterval(() => {
    send({ type: 'tick', stored, failed, latencies });
    stored = 0;
    failed = 0;
    latencies = [];
  }, 1_000);

  const writeOne = async (
    writer: (typeof ready)[number],
    pick: number,
    seq: number,
  ): Promise<void> => {
    const [index, stream] = writer.streams[pick] ?? [];
    const keys = writer.keys[pick];
    if (index === undefined || !stream || !keys) return;
    const ts = Date.now();
    const body = JSON.stringify({ seq, sent: ts, text: 'x'.repeat(80) });
    const record = await sealStreamRecord(
      keys,
      writer.pair,
      { id: newMessageId(), type: 'text', ts, body },
      () => Promise.resolve(stream.readers.map(pubOf)),
    );
    try {
      await writer.publisher.publish([record], PUT_TIMEOUT_MS);
      (written[index] ??= []).push(seq);
      stored++;
    } catch {
      failed++;
    }
  };

  await Promise.all(
    ready.map(async (writer) => {
      let seq = 0;
      const pending: Promise<void>[] = [];
      // Exponential gaps: a Poisson process at the user's average rate.
      while (Date.now() < go.until) {
        const gap = -Math.log(1 - Math.random()) / start.perUserRate;
        await new Promise((resolve) => setTimeout(resolve, gap * 1000));
        if (Date.now() >= go.until) break;
        const pick = Math.floor(Math.random() * writer.streams.length);
        const count = Math.random() < 1 / BURST_EVERY ? BURST_SIZE : 1;
        for (let i = 0; i < count; i++) pending.push(writeOne(writer, pick, seq++));
      }
      await Promise.all(pending);
    }),
  );
  send({ type: 'written' });
  // The parent asks for the report once deliveries everywhere have stopped coming.
  await new Promise((resolve) => process.once('message', resolve));
  clearInterval(ticker);
  send({ type: 'tick', stored, failed, latencies });
  send({ type: 'done', written, read });
  for (const gun of guns.values()) gun.close();
}

process.once('message', (message: WorkerStart) => {
  run(message).catch((error: unknown) => {
    console.error('load worker failed', error);
    process.exit(1);
  });
});
