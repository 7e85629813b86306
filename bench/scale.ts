/**
 * Memory and throughput as history grows (npm run bench:scale): Alice sends Bob
 * MESHTALK_SCALE_MESSAGES messages (100,000 by default) through one relay, in rounds that wait for
 * delivery. Every 10,000 it prints the relay's RSS and heap (its /metrics) and this process's heap
 * after a full collection (both clients live here, so it bounds the receiver's), then the relay's
 * RSS once it has been idle for a while. Baselines are the figures at the start of the same run.
 * The last line is one JSON object with every figure.
 */
// First, so that Gun loads without its welcome line: benchmarks print their figures only.
import '../src/relay/quiet-gun.ts';
import { accepted } from '../test/support/result.ts';
import type { ChatEvent } from '../src/core/chat/chat-types.ts';
import { befriend } from '../test/chat/support/chat-user.ts';
import { eventually } from '../test/support/eventually.ts';
import { startGunChatUser } from '../test/chat/support/gun-chat.ts';
import { buildRelay } from '../scripts/build-relay.ts';
import { startTestRelay, type TestRelay } from '../test/support/relay.ts';

const TOTAL = Number(process.env['MESHTALK_SCALE_MESSAGES'] ?? 100_000);
const SAMPLE_EVERY = 10_000;
/** Messages queued before waiting for them to arrive: the outbox's pace, not a flood. */
const ROUND = 500;
const IDLE_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;

const collect: () => void =
  (globalThis as { gc?: () => void }).gc ??
  (() => {
    throw new Error('run with node --expose-gc (npm run bench:scale does)');
  });

interface Point {
  messages: number;
  perSecond?: number;
  clientHeapMb: number;
  relayRssMb: number;
  relayHeapMb: number;
}

async function relayMemory(relay: TestRelay) {
  const response = await fetch(`${relay.url}/metrics`);
  const metrics = (await response.json()) as { rssBytes: number; heapUsedBytes: number };
  return { relayRssMb: mb(metrics.rssBytes), relayHeapMb: mb(metrics.heapUsedBytes) };
}

async function clientHeapMb(): Promise<number> {
  // Two collections: the first may only queue finalizers.
  collect();
  await sleep(50);
  collect();
  return mb(process.memoryUsage().heapUsed);
}

async function main(): Promise<void> {
  await buildRelay();
  const relay = await startTestRelay({ serveApp: false, args: ['--metrics'] });
  const alice = await startGunChatUser(relay.gunUrl, 'alice');
  const bob = await startGunChatUser(relay.gunUrl, 'bob');
  let stored = 0;
  const stop = bob.service.subscribe((event: ChatEvent) => {
    if (event.type === 'message' && !event.message.mine) stored++;
  });
  const curve: Point[] = [];
  try {
    await befriend(alice, bob);
    await sleep(1_000);
    const start = {
      messages: 0,
      clientHeapMb: await clientHeapMb(),
      ...(await relayMemory(relay)),
    };
    curve.push(start);
    console.log('start', start);
    const began = performance.now();
    for (let sent = 0; sent < TOTAL;) {
      const round = Math.min(ROUND, TOTAL - sent);
      for (let i = 0; i < round; i++)
        await accepted(alice.service.sendText(bob.pair.pub, `scale ${sent + i}`));
      sent += round;
      await eventually(() => stored >= sent, 120_000, `${sent} stored`);
      // The test users record every event for assertions; a benchmark has none to make.
      alice.events.length = 0;
      bob.events.length = 0;
      if (sent % SAMPLE_EVERY === 0 || sent === TOTAL) {
        const seconds = (performance.now() - began) / 1000;
        const point: Point = {
          messages: sent,
          perSecond: Math.round(sent / seconds),
          clientHeapMb: await clientHeapMb(),
          ...(await relayMemory(relay)),
        };
        curve.push(point);
        console.log('at', point);
      }
    }
    const throughput = Math.round(TOTAL / ((performance.now() - began) / 1000));
    await sleep(IDLE_MS);
    const idle = await relayMemory(relay);
    console.log(`relay after ${IDLE_MS / 1000} s idle`, idle);
    const end = curve[curve.length - 1] ?? start;
    console.log(
      JSON.stringify({
        bench: 'scale',
        messages: TOTAL,
        perSecond: throughput,
        clientHeapGrowthMb: Math.round((end.clientHeapMb - start.clientHeapMb) * 10) / 10,
        relayPeakRssMb: Math.max(...curve.map((point) => point.relayRssMb)),
        relayIdleRssMb: idle.relayRssMb,
        curve,
      }),
    );
  } finally {
    stop();
    await Promise.all([alice.close(), bob.close()]);
    await relay.dispose();
  }
}

await main();
process.exit(0);
