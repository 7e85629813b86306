/**
 * AI streaming benchmark: how long a streamed chunk takes from the model server writing it to
 * the AI chat showing it. A relay serves the built app (dist/app, built by `npm run bench:ai`);
 * the simulated model server streams long replies, one word per chunk; headless Chromium runs the
 * app with an account created through the UI and the chat pointed at the server through its
 * settings, as a user does it.
 *
 * - write: the model server's time of each NDJSON line (its request log).
 * - dom: a MutationObserver on the message list sees the chunk's word in the answer.
 * - frame: the next animation frame after that (when the browser can paint it).
 * - baseline: the same stream read by a bare `fetch` in the same page (no app, no React): what
 *   the network and the browser cost before the app does anything.
 *
 * Node and page clocks are both `performance.timeOrigin + performance.now()`; the page's offset is
 * measured with round trips (the sample with the shortest round trip wins) and subtracted.
 * The last line printed is one JSON object.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { createAccount } from '../e2e/support/account.ts';
import { aiChat, openAiChatTab, setUpChat } from '../e2e/support/model-server.ts';
import { chromiumLaunchOptions } from '../playwright.config.ts';
import { startModelServer, type ModelServer } from '../test/support/model-server/model-server.ts';
import { buildRelay } from '../scripts/build-relay.ts';
import { startTestRelay } from '../test/support/relay.ts';

/** The built app; BENCH_APP_DIR points at another build (to measure two builds side by side). */
const APP_DIR = process.env.BENCH_APP_DIR ?? fileURLToPath(new URL('../dist/app', import.meta.url));
const MODEL = 'llama3.2:latest';
/** About 50 tokens a second, a quick local model. */
const CHUNK_DELAY_MS = 20;
const CLOCK_SAMPLES = 40;
/** A paragraph break after this many words, as in a real answer. */
const PARAGRAPH_WORDS = 60;
/** The chunks at the start and at the end of a reply that are summarised on their own. */
const EDGE_CHUNKS = 50;

const now = () => performance.timeOrigin + performance.now();
const words = (reply: number, chunks: number) =>
  Array.from({ length: chunks }, (_, i) => `r${reply}w${i + 1}`);

/** Page clock minus Node clock, from the round trip with the least uncertainty. */
async function clockOffset(page: Page): Promise<{ offsetMs: number; uncertaintyMs: number }> {
  let best = { offsetMs: 0, uncertaintyMs: Number.POSITIVE_INFINITY };
  for (let i = 0; i < CLOCK_SAMPLES; i++) {
    const sent = now();
    const pageTime = await page.evaluate(() => performance.timeOrigin + performance.now());
    const received = now();
    const uncertaintyMs = (received - sent) / 2;
    if (uncertaintyMs < best.uncertaintyMs) {
      best = { offsetMs: pageTime - (sent + received) / 2, uncertaintyMs };
    }
  }
  return best;
}

/** In the page: records, for each word `r{reply}w{n}`, when it first appears in the last answer. */
function watchAnswers(): void {
  const seen: Record<string, { dom: number; frame: number }> = {};
  const log = document.querySelector('.ai-message-list');
  if (!log) throw new Error('no message list');
  let last = '';
  new MutationObserver(() => {
    const answers = log.querySelectorAll('.ai-message--ai .ai-markdown');
    const text = answers[answers.length - 1]?.textContent ?? '';
    if (text === last) return;
    last = text;
    const dom = performance.timeOrigin + performance.now();
    const fresh = [...text.matchAll(/r\d+w\d+/g)].map((m) => m[0]).filter((w) => !(w in seen));
    for (const word of fresh) seen[word] = { dom, frame: Number.NaN };
    requestAnimationFrame(() => {
      const frame = performance.timeOrigin + performance.now();
      for (const word of fresh) if (seen[word]) seen[word].frame = frame;
    });
  }).observe(log, { childList: true, subtree: true, characterData: true });
  (window as unknown as { benchSeen: typeof seen }).benchSeen = seen;
}

/** In the page: the same kind of stream through a bare fetch, each line's arrival time. */
async function fetchStream(request: { url: string; prompt: string; model: string }) {
  const response = await fetch(`${request.url}/api/chat`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      model: request.model,
      stream: true,
      messages: [{ role: 'user', content: request.prompt }],
    }),
  });
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no body');
  const decoder = new TextDecoder();
  const arrivals: number[] = [];
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    const at = performance.timeOrigin + performance.now();
    for (const line of lines) if (line.trim()) arrivals.push(at);
  }
  return arrivals;
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}

const summary = (values: readonly number[]) => ({
  median: percentile(values, 50),
  p95: percentile(values, 95),
  max: Math.max(...values),
});

interface Samples {
  dom: number[];
  frame: number[];
  first: number[];
  last: number[];
  baseline: number[];
  baselineLast: number[];
}

/** One reply through the app: each word's write time against the time the page saw it. */
async function appReply(
  page: Page,
  server: ModelServer,
  reply: number,
  chunks: number,
  offsetMs: number,
  out: Samples,
) {
  server.clearRequests();
  const input = aiChat(page).getByRole('textbox', { name: 'Message to the AI' });
  await input.fill(`Reply ${reply}`);
  await input.press('Enter');
  const request = await server.waitForRequest('/api/chat');
  await request.settled;
  await page.waitForFunction(
    (word) => (window as unknown as { benchSeen: Record<string, unknown> }).benchSeen[word],
    `r${reply}w${chunks}`,
  );
  await aiChat(page).getByRole('button', { name: 'Send' }).waitFor();
  const seen = await page.evaluate(
    () =>
      (window as unknown as { benchSeen: Record<string, { dom: number; frame: number }> })
        .benchSeen,
  );
  words(reply, chunks).forEach((word, i) => {
    const written = request.writes[i];
    const shown = seen[word];
    if (written === undefined || !shown) throw new Error(`${word} was not seen`);
    const domMs = shown.dom - offsetMs - written;
    out.dom.push(domMs);
    out.frame.push(shown.frame - offsetMs - written);
    if (i < EDGE_CHUNKS) out.first.push(domMs);
    if (i >= chunks - EDGE_CHUNKS) out.last.push(domMs);
  });
}

/** The same stream read by a bare fetch in the same page, right after the app's reply. */
async function baselineReply(
  page: Page,
  server: ModelServer,
  reply: number,
  chunks: number,
  offsetMs: number,
  out: Samples,
) {
  server.clearRequests();
  const arrivals = await page.evaluate(fetchStream, {
    url: server.url,
    prompt: `Reply ${reply}`,
    model: MODEL,
  });
  const { writes } = await server.waitForRequest('/api/chat');
  arrivals.slice(0, chunks).forEach((at, i) => {
    const written = writes[i];
    if (written === undefined) return;
    out.baseline.push(at - offsetMs - written);
    if (i >= chunks - EDGE_CHUNKS) out.baselineLast.push(at - offsetMs - written);
  });
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const row = (name: string, values: readonly number[]) => {
  const s = summary(values);
  return `  ${name.padEnd(30)} ${ms(s.median).padStart(10)} ${ms(s.p95).padStart(10)} ${ms(s.max).padStart(10)}`;
};

export interface StreamFigures {
  chunks: number;
  samples: Samples;
  clock: { offsetMs: number; uncertaintyMs: number };
}

/**
 * Streams `replies` answers of `chunks` words each through the AI chat of the built app, each
 * followed by the same stream through a bare fetch in the same page.
 */
export async function measureAiStream(chunks: number, replies: number): Promise<StreamFigures> {
  if (!existsSync(`${APP_DIR}/index.html`)) {
    throw new Error(`The app is not built (${APP_DIR}): run \`npx vite build\` first.`);
  }
  const answers: Record<string, { content: string[]; chunkDelayMs: number }> = {};
  for (let reply = 1; reply <= replies; reply++) {
    // Each word its own chunk, with the space (or a paragraph break) before the next one.
    answers[`Reply ${reply}`] = {
      content: words(reply, chunks).map((word, i) =>
        (i + 1) % PARAGRAPH_WORDS === 0 ? `${word}\n\n` : `${word} `,
      ),
      chunkDelayMs: CHUNK_DELAY_MS,
    };
  }
  await buildRelay();
  const relay = await startTestRelay({ staticDir: APP_DIR });
  const server = await startModelServer({ replies: answers });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext({ baseURL: relay.url });
    // Setting the chat up waits for its notices, which show only with the Toasts setting on.
    await context.addInitScript(() => localStorage.setItem('meshtalk:pref:toastsEnabled', 'true'));
    const page = await context.newPage();
    await createAccount(page, { alias: 'Bench', password: 'ai stream bench password' });
    await openAiChatTab(page);
    await setUpChat(page, { apiUrl: server.url, model: MODEL, stream: true });
    await page.evaluate(watchAnswers);
    const clock = await clockOffset(page);
    const samples: Samples = {
      dom: [],
      frame: [],
      first: [],
      last: [],
      baseline: [],
      baselineLast: [],
    };
    // App and baseline take turns, so both meet the same load on the machine.
    for (let reply = 1; reply <= replies; reply++) {
      await appReply(page, server, reply, chunks, clock.offsetMs, samples);
      await baselineReply(page, server, reply, chunks, clock.offsetMs, samples);
    }
    await context.close();
    return { chunks, samples, clock };
  } finally {
    await browser.close();
    await server.close();
    await relay.dispose();
  }
}

/** The table of one run, as printed by this bench and by bench:chat-ui. */
export function printStreamTable({ chunks, samples, clock }: StreamFigures, replies: number) {
  console.log(
    `\n${replies} replies x ${chunks} chunks, one word each, every ${CHUNK_DELAY_MS} ms` +
      ` (clock offset ${ms(clock.offsetMs)} +/- ${ms(clock.uncertaintyMs)})`,
  );
  console.log(
    `  ${'server write to ...'.padEnd(30)} ${'median'.padStart(10)} ${'p95'.padStart(10)} ${'max'.padStart(10)}`,
  );
  console.log(row('bare fetch reads it (baseline)', samples.baseline));
  console.log(row(`  last ${EDGE_CHUNKS} chunks of a reply`, samples.baselineLast));
  console.log(row('app DOM shows it', samples.dom));
  console.log(row('next frame after the DOM', samples.frame));
  console.log(row(`  first ${EDGE_CHUNKS} chunks of a reply`, samples.first));
  console.log(row(`  last ${EDGE_CHUNKS} chunks of a reply`, samples.last));
}

export { percentile, summary };

async function main(): Promise<void> {
  const chunks = 300;
  const replies = 3;
  const figures = await measureAiStream(chunks, replies);
  printStreamTable(figures, replies);
  const { samples, clock } = figures;
  const dom = summary(samples.dom);
  const frame = summary(samples.frame);
  const base = summary(samples.baseline);
  console.log(
    JSON.stringify({
      bench: 'ai-stream',
      chunks: samples.dom.length,
      chunkDelayMs: CHUNK_DELAY_MS,
      domMsMedian: Number(dom.median.toFixed(2)),
      domMsP95: Number(dom.p95.toFixed(2)),
      frameMsMedian: Number(frame.median.toFixed(2)),
      frameMsP95: Number(frame.p95.toFixed(2)),
      baselineMsMedian: Number(base.median.toFixed(2)),
      baselineMsP95: Number(base.p95.toFixed(2)),
      lastChunksDomMsMedian: Number(percentile(samples.last, 50).toFixed(2)),
      clockUncertaintyMs: Number(clock.uncertaintyMs.toFixed(2)),
    }),
  );
}

// Run as a script (npm run bench:ai), not when bench:chat-ui imports the measurement.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
