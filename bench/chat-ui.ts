/**
 * Chat screens at scale (npm run bench:chat-ui). A relay serves the built app (dist/app, built by
 * the script); in headless Chromium Alice and Bob make accounts and become friends through the
 * screens, then 5,000 older messages go straight into Bob's database (the app's own SQLite worker,
 * opened by a bare page of the same origin while the app is closed) and Bob opens the app again.
 *
 * - scroll back: the chat page opened at its newest page is scrolled to the top again and again;
 *   a page costs the time from the scroll until the older messages are in and the view is held in
 *   place (its scroll position moved off the top), to the next frame. The first pages are the
 *   baseline for the last ones: the target is within 1.5x after all 5,000.
 * - open: click on the chat's row until a message of its first page is on screen (target 300 ms),
 *   the first open (its screen's code is loaded then) and the median of later ones.
 * - AI stream: bench/ai-stream.ts with one 1,500-word answer: the last chunks of the answer from
 *   the model server's write to the DOM, against the same stream read by a bare fetch in the same
 *   page (target within 2x).
 *
 * The last line printed is one JSON object.
 */
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { createAccount, expectHome } from '../e2e/support/account.ts';
import { befriend } from '../e2e/support/friends.ts';
import { chromiumLaunchOptions } from '../playwright.config.ts';
import { insertMessage } from '../src/core/conversations/message-store.ts';
import { buildRelay } from '../scripts/build-relay.ts';
import { startTestRelay } from '../test/support/relay.ts';
import { measureAiStream, percentile, printStreamTable } from './ai-stream.ts';

/** The built app; BENCH_APP_DIR points at another build (to measure two builds side by side). */
const APP_DIR = process.env.BENCH_APP_DIR ?? fileURLToPath(new URL('../dist/app', import.meta.url));
const MESSAGES = 5_000;
const PAGE_SIZE = 15;
/** Pages summarised at the start and at the end of scrolling back. */
const EDGE_PAGES = 20;
const OPENS = 7;
const ANSWER_WORDS = 1_500;
const PASSWORD = 'chat ui bench password';

interface WorkerCall {
  url: string;
  calls: { method: string; args: unknown[] }[];
}

/**
 * In a bare page of the app's origin: runs calls on the app's own database worker (the protocol
 * of src/app/platform/sqlite/protocol.ts) one after another; returns each call's value.
 */
async function callWorker({ url, calls }: WorkerCall): Promise<unknown[]> {
  // No named inner functions here: tsx would wrap them in a helper the page does not have.
  const worker = new Worker(url, { type: 'module' });
  const all = [
    { method: 'open', args: [['opfs', 'indexeddb']] },
    ...calls,
    { method: 'close', args: [] },
  ];
  const values: unknown[] = [];
  try {
    for (const [id, { method, args }] of all.entries()) {
      values.push(
        await new Promise<unknown>((resolve, reject) => {
          worker.onmessage = (event: MessageEvent) => {
            const reply = event.data as {
              kind: string;
              id: number;
              ok: boolean;
              value?: unknown;
              error?: { message: string };
            };
            if (reply.kind !== 'reply' || reply.id !== id) return;
            if (reply.ok) resolve(reply.value);
            else reject(new Error(reply.error?.message ?? 'worker call failed'));
          };
          worker.postMessage({ kind: 'call', id, method, args });
        }),
      );
    }
    return values.slice(1, -1);
  } finally {
    worker.terminate();
  }
}

/** The app's SQLite worker script in the build. */
function workerPath(): string {
  const name = readdirSync(`${APP_DIR}/assets`).find((file) =>
    /^sqlite\.worker-.+\.js$/.test(file),
  );
  if (!name) throw new Error('no SQLite worker in the build');
  return `/assets/${name}`;
}

/** Closes the app and puts 5,000 messages before the chat's first one into Bob's database. */
async function seedMessages(page: Page, me: string): Promise<void> {
  await page.goto('/favicon.svg');
  const url = workerPath();
  const [rows] = (await page.evaluate(callWorker, {
    url,
    calls: [
      {
        method: 'all',
        args: ['SELECT chatID, peer, min(timestamp) AS first FROM messages GROUP BY chatID'],
      },
    ],
  })) as [{ chatID: string; peer: string; first: number }[]];
  const chat = rows?.[0];
  if (!chat) throw new Error('the friends have no chat');
  const statements = Array.from({ length: MESSAGES }, (_, i) => {
    const mine = i % 3 === 0;
    return insertMessage({
      chatId: chat.chatID,
      msgId: `bench-${i}`,
      sender: mine ? me : chat.peer,
      peer: chat.peer,
      kind: 'text',
      content: `Message ${i}: ${'the quick brown fox jumps over the lazy dog '.repeat(1 + (i % 4))}`,
      // One a minute, the newest an hour before the friends' first message.
      timestamp: chat.first - 3_600_000 - (MESSAGES - i) * 60_000,
      duration: null,
      fileId: null,
      status: mine ? 'sent' : 'received',
      signature: null,
      receivedAt: null,
      aiModel: null,
      replyTo: null,
    });
  });
  await page.evaluate(callWorker, { url, calls: [{ method: 'batch', args: [statements] }] });
  await page.goto('/');
  await expectHome(page);
}

/** In the page: scrolls the chat back page by page; each page's cost in ms, until none is left. */
async function scrollBack({ pages, timeoutMs }: { pages: number; timeoutMs: number }) {
  const logs = [...document.querySelectorAll<HTMLElement>('.chat-messages')];
  const log = logs.find((element) => element.checkVisibility());
  if (!log) throw new Error('no chat page on screen');
  const costs: number[] = [];
  for (let page = 0; page < pages; page++) {
    await new Promise(requestAnimationFrame);
    const start = performance.now();
    log.scrollTop = 0;
    // Held in place: the older page went in above what was on screen.
    while (log.scrollTop === 0) {
      await new Promise(requestAnimationFrame);
      if (performance.now() - start > timeoutMs) return costs;
    }
    await new Promise(requestAnimationFrame);
    costs.push(performance.now() - start);
  }
  return costs;
}

/** In the page: clicks the first recent chat; ms until a message of the chat is on screen. */
async function openFirstChat(): Promise<number> {
  const row = document.querySelector<HTMLElement>('section[aria-label="Recent Chats"] ion-item');
  if (!row) throw new Error('no recent chat');
  const start = performance.now();
  row.click();
  for (;;) {
    await new Promise(requestAnimationFrame);
    const shown = [...document.querySelectorAll('.chat-messages article')].some((article) =>
      article.checkVisibility(),
    );
    if (shown) return performance.now() - start;
    if (performance.now() - start > 30_000) throw new Error('the chat did not open');
  }
}

async function backToChats(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expectHome(page);
  await page
    .locator('section[aria-label="Recent Chats"] ion-item')
    .first()
    .waitFor({ state: 'visible' });
}

const median = (values: readonly number[]) => percentile(values, 50);
const round = (value: number) => Number(value.toFixed(1));

async function main(): Promise<void> {
  if (!existsSync(`${APP_DIR}/index.html`)) {
    throw new Error(`The app is not built (${APP_DIR}): run \`npx vite build\` first.`);
  }
  await buildRelay();
  const relay = await startTestRelay({ staticDir: APP_DIR });
  const browser = await chromium.launch(chromiumLaunchOptions);
  let opens: number[];
  let costs: number[];
  try {
    const alice = await browser.newContext({ baseURL: relay.url });
    const bob = await browser.newContext({ baseURL: relay.url });
    const a = { page: await alice.newPage() };
    const b = { page: await bob.newPage() };
    await createAccount(a.page, { alias: 'Alice', password: PASSWORD, keepSignedIn: true });
    const { pub } = await createAccount(b.page, {
      alias: 'Bob',
      password: PASSWORD,
      keepSignedIn: true,
    });
    await befriend(a, { page: b.page, pub });
    await alice.close();
    await seedMessages(b.page, pub);

    const page = b.page;
    await page
      .getByRole('navigation', { name: 'Sidebar' })
      .getByRole('button', { name: 'Chat', exact: true })
      .click();
    await page.locator('section[aria-label="Recent Chats"] ion-item').first().waitFor();
    opens = [];
    for (let open = 0; open < OPENS; open++) {
      opens.push(await page.evaluate(openFirstChat));
      if (open < OPENS - 1) await backToChats(page);
    }
    costs = await page.evaluate(scrollBack, {
      pages: Math.ceil(MESSAGES / PAGE_SIZE) + 1,
      timeoutMs: 10_000,
    });
    await bob.close();
  } finally {
    await browser.close();
    await relay.dispose();
  }
  if (costs.length < 2 * EDGE_PAGES) throw new Error(`only ${costs.length} pages loaded`);
  const startMs = median(costs.slice(0, EDGE_PAGES));
  const endMs = median(costs.slice(-EDGE_PAGES));
  const firstOpenMs = opens[0] ?? Number.NaN;
  const openMs = median(opens.slice(1));

  console.log(
    `\nscrolling back through ${MESSAGES} messages, ${costs.length} pages of ${PAGE_SIZE}:`,
  );
  console.log(`  first ${EDGE_PAGES} pages (baseline): median ${round(startMs)} ms a page`);
  console.log(
    `  last ${EDGE_PAGES} pages: median ${round(endMs)} ms a page, ${(endMs / startMs).toFixed(2)}x the baseline (target 1.5x)`,
  );
  console.log(
    `opening the chat, click to first page: first ${round(firstOpenMs)} ms, median of ${OPENS - 1} more ${round(openMs)} ms (target 300 ms)`,
  );

  const stream = await measureAiStream(ANSWER_WORDS, 1);
  printStreamTable(stream, 1);
  const lastMs = median(stream.samples.last);
  const lastP95Ms = percentile(stream.samples.last, 95);
  const bareMs = median(stream.samples.baselineLast);
  const bareP95Ms = percentile(stream.samples.baselineLast, 95);

  console.log(
    `AI stream, last 50 chunks of a ${ANSWER_WORDS}-word answer: median ${round(lastMs)} ms, p95 ${round(lastP95Ms)} ms;` +
      ` bare fetch median ${round(bareMs)} ms, p95 ${round(bareP95Ms)} ms: ${(lastP95Ms / bareP95Ms).toFixed(2)}x at p95 (target 2x)`,
  );
  console.log(
    JSON.stringify({
      bench: 'chat-ui',
      messages: MESSAGES,
      pagesLoaded: costs.length,
      scrollStartPageMs: round(startMs),
      scrollEndPageMs: round(endMs),
      scrollEndRatio: Number((endMs / startMs).toFixed(2)),
      openFirstMs: round(firstOpenMs),
      openMs: round(openMs),
      streamWords: ANSWER_WORDS,
      streamLastMsMedian: round(lastMs),
      streamLastMsP95: round(lastP95Ms),
      bareFetchLastMsMedian: round(bareMs),
      bareFetchLastMsP95: round(bareP95Ms),
      streamRatioMedian: Number((lastMs / bareMs).toFixed(2)),
      streamRatioP95: Number((lastP95Ms / bareP95Ms).toFixed(2)),
    }),
  );
}

await main();
