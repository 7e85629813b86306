/**
 * Private-chat delivery over one local relay (npm run bench:delivery):
 * 1. latency of 500 paced messages A→B, from send() to decrypted, verified and stored at B, beside
 *    raw Gun put→on latency in the same users' signed spaces, measured in the same run; and from
 *    send() to "sent" at A, when B's signed receipt is back;
 * 2. a burst of 1,000 messages: delivered count and messages per second;
 * 3. offline catch-up: B away while A sends 1,000, then the time until all are stored at B.
 * The last line is one JSON object with every figure.
 */
// First, so that Gun loads without its welcome line: benchmarks print their figures only.
import '../src/relay/quiet-gun.ts';
import { accepted } from '../test/support/result.ts';
import type { ChatEvent } from '../src/core/chat/chat-types.ts';
import { befriend } from '../test/chat/support/chat-user.ts';
import { eventually } from '../test/support/eventually.ts';
import { startGunChatUser, type GunChatUser } from '../test/chat/support/gun-chat.ts';
import { buildRelay } from '../scripts/build-relay.ts';
import { startTestRelay } from '../test/support/relay.ts';
import { percentiles } from './support/percentiles.ts';

const PACED = 500;
const PACE_MS = 20;
const BURST = 1_000;
const CATCH_UP = 1_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves `i` for every text message "<prefix><i>" stored at B, with the time it was stored. */
function storedAt(bob: GunChatUser, prefix: string, onStored: (i: number, at: number) => void) {
  return bob.service.subscribe((event: ChatEvent) => {
    if (event.type !== 'message' || event.message.kind !== 'text') return;
    if (!event.message.text.startsWith(prefix)) return;
    onStored(Number(event.message.text.slice(prefix.length)), performance.now());
  });
}

async function rawGunLatency(alice: GunChatUser, bob: GunChatUser) {
  const sentAt = new Map<number, number>();
  const samples: number[] = [];
  const node = bob.gun.user(alice.pair.pub).get('bench').get('raw').map();
  node.on((value) => {
    if (typeof value !== 'string') return;
    const i = Number(value.split(':')[0]);
    const start = sentAt.get(i);
    if (start === undefined) return;
    sentAt.delete(i);
    samples.push(performance.now() - start);
  });
  await sleep(300);
  for (let i = 0; i < PACED; i++) {
    sentAt.set(i, performance.now());
    alice.gun
      .user()
      .get('bench')
      .get('raw')
      .get(`k${i}`)
      .put(`${i}:${'x'.repeat(300)}`);
    await sleep(PACE_MS);
  }
  await eventually(() => samples.length === PACED, 30_000, 'raw puts seen').catch(() => false);
  node.off();
  return percentiles(samples);
}

/** Paced sends: send() → stored at B, and send() → "sent" at A (B's signed receipt came back). */
async function chatLatency(alice: GunChatUser, bob: GunChatUser) {
  const startedAt = new Map<number, number>();
  const byMsgId = new Map<string, number>();
  const stored: number[] = [];
  const sent: number[] = [];
  const prefix = 'lat ';
  const stopStored = storedAt(bob, prefix, (i, at) => {
    const start = startedAt.get(i);
    if (start !== undefined) stored.push(at - start);
  });
  const stopSent = alice.service.subscribe((event: ChatEvent) => {
    if (event.type !== 'status' || event.status !== 'sent') return;
    const start = byMsgId.get(event.msgId);
    if (start === undefined) return;
    byMsgId.delete(event.msgId);
    sent.push(performance.now() - start);
  });
  for (let i = 0; i < PACED; i++) {
    const start = performance.now();
    startedAt.set(i, start);
    const { msgId } = await accepted(alice.service.sendText(bob.pair.pub, `${prefix}${i}`));
    byMsgId.set(msgId, start);
    await sleep(Math.max(0, PACE_MS - (performance.now() - start)));
  }
  const all = () => stored.length === PACED && sent.length === PACED;
  await eventually(all, 60_000, 'paced messages').catch(() => false);
  stopStored();
  stopSent();
  return { stored: percentiles(stored), sent: percentiles(sent) };
}

async function sentCount(user: GunChatUser, prefix: string): Promise<number> {
  const rows = await user.db.all<{ n: number }>(
    "SELECT count(*) AS n FROM messages WHERE status = 'sent' AND content LIKE ?",
    [`${prefix}%`],
  );
  return rows[0]?.n ?? 0;
}

async function burst(alice: GunChatUser, bob: GunChatUser) {
  const stored = new Set<number>();
  let last = 0;
  const stop = storedAt(bob, 'burst ', (i, at) => {
    stored.add(i);
    last = at;
  });
  const start = performance.now();
  for (let i = 0; i < BURST; i++)
    await accepted(alice.service.sendText(bob.pair.pub, `burst ${i}`));
  const queuedMs = performance.now() - start;
  await eventually(() => stored.size === BURST, 120_000, 'burst delivered').catch(() => false);
  const deliveredMs = last - start;
  await eventually(async () => (await sentCount(alice, 'burst ')) === BURST, 60_000).catch(
    () => false,
  );
  const sentMs = performance.now() - start;
  stop();
  return {
    messages: BURST,
    delivered: stored.size,
    queuedMs: Math.round(queuedMs),
    deliveredMs: Math.round(deliveredMs),
    perSecond: Math.round((stored.size / deliveredMs) * 1000),
    allSentMs: Math.round(sentMs),
  };
}

async function catchUp(alice: GunChatUser, bob: GunChatUser) {
  await bob.goOffline();
  for (let i = 0; i < CATCH_UP; i++)
    await accepted(alice.service.sendText(bob.pair.pub, `away ${i}`));
  await eventually(
    async () =>
      (await alice.db.all('SELECT 1 FROM message_queue WHERE lastAttempt IS NULL')).length === 0,
    120_000,
    'all written to the relay',
  );
  const stored = new Set<number>();
  let last = 0;
  const start = performance.now();
  await bob.comeBack();
  const stop = storedAt(bob, 'away ', (i, at) => {
    stored.add(i);
    last = at;
  });
  await eventually(() => stored.size === CATCH_UP, 120_000, 'caught up').catch(() => false);
  await eventually(async () => (await sentCount(alice, 'away ')) === CATCH_UP, 60_000).catch(
    () => false,
  );
  stop();
  return {
    messages: CATCH_UP,
    delivered: stored.size,
    catchUpMs: Math.round(last - start),
    allSentMs: Math.round(performance.now() - start),
  };
}

async function main(): Promise<void> {
  await buildRelay();
  const relay = await startTestRelay({ serveApp: false });
  const alice = await startGunChatUser(relay.gunUrl, 'alice');
  const bob = await startGunChatUser(relay.gunUrl, 'bob');
  try {
    await befriend(alice, bob);
    await sleep(500);
    const raw = await rawGunLatency(alice, bob);
    console.log(`raw Gun put→on (signed user space), ${PACED} paced: ms`, raw);
    const { stored: chat, sent } = await chatLatency(alice, bob);
    console.log(`chat send→stored at B, ${PACED} paced every ${PACE_MS} ms: ms`, chat);
    const ratio = Math.round((chat.p50 / raw.p50) * 100) / 100;
    console.log(`ratio chat/raw at p50: ${ratio}`);
    console.log('chat send→"sent" at A (the receipt is back): ms', sent);
    const burstFigures = await burst(alice, bob);
    console.log('burst', burstFigures);
    const catchUpFigures = await catchUp(alice, bob);
    console.log('offline catch-up', catchUpFigures);
    const rssMb = Math.round(process.memoryUsage().rss / 1e6);
    console.log(
      JSON.stringify({
        bench: 'delivery',
        rawGunMs: raw,
        chatMs: chat,
        ratioP50: ratio,
        sentMs: sent,
        burst: burstFigures,
        catchUp: catchUpFigures,
        rssMb,
      }),
    );
  } finally {
    await Promise.all([alice.close(), bob.close()]);
    await relay.dispose();
  }
}

await main();
process.exit(0);
