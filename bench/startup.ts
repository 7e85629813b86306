/**
 * Start-up benchmark: how much JavaScript the login screen loads and how long until the app can
 * be used. A relay serves the built app (dist/app, built by `npm run bench:startup`, or the build
 * MESHTALK_APP_DIR names, so builds made side by side do not replace its files); headless
 * Chromium runs each round in a fresh context (empty cache and storage, no account) and visits
 * the app three times in it, each in a new tab once the previous one is closed:
 *
 * - first visit: '/' with nothing stored; the login screen's Create key control is ready.
 * - returning, signed out: '/' again (database and HTTP cache exist); Create key is ready.
 * - returning, kept signed in: after an account is created with "keep me signed in", '/index';
 *   the home screen's navigation is visible.
 *
 * - JS: every script response of the first visit before the login screen is interactive,
 *   gzipped here (level 9). WebAssembly (SQLite) is listed beside it, not counted as JS.
 * - interactive: navigation start until the screen's control is rendered, visible and enabled
 *   (checked in the page every animation frame).
 * - splash: first contentful paint of the first visit (its splash screen).
 * - baseline: first paint of a static file the same relay serves (/favicon.svg), in the same
 *   browser, so the ratios say how start-up compares with the cheapest page load here.
 *
 * Targets (issue #11): login-screen JS at most 300 KiB gzip, a first visit interactive within
 * 1.5 s, a returning one within 800 ms. The last line printed is one JSON object.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { createAccount } from '../e2e/support/account.ts';
import { chromiumLaunchOptions } from '../playwright.config.ts';
import { buildRelay } from '../scripts/build-relay.ts';
import { startTestRelay } from '../test/support/relay.ts';

const RUNS = 7;
const APP_DIR =
  process.env['MESHTALK_APP_DIR'] ?? fileURLToPath(new URL('../dist/app', import.meta.url));
const INTERACTIVE_TIMEOUT_MS = 30_000;
/** The controls that make the login screen usable: one of them is always there. */
const LOGIN_CONTROLS = ['Create key', 'Log in'];
const TARGETS = { jsGzipKiB: 300, firstVisitMs: 1_500, returningVisitMs: 800 };

interface Asset {
  url: string;
  kind: 'js' | 'wasm';
  rawBytes: number;
  gzipBytes: number;
}

interface Run {
  interactiveMs: number;
  returningSignedOutMs: number;
  returningSignedInMs: number;
  splashMs: number;
  baselineMs: number;
  scripts: Asset[];
  wasm: Asset[];
}

function assetKind(url: string, contentType: string): Asset['kind'] | null {
  const { pathname } = new URL(url);
  if (/javascript|ecmascript/.test(contentType) || /\.m?js$/.test(pathname)) return 'js';
  if (contentType.includes('application/wasm') || pathname.endsWith('.wasm')) return 'wasm';
  return null;
}

/** Runs in the page every frame: records when a login control is rendered, visible, enabled. */
function loginScreenInteractive(labels: string[]): number | false {
  const controls = Array.from(document.querySelectorAll('ion-button'));
  const ready = controls.some(
    (control) =>
      labels.includes(control.textContent.trim()) &&
      control.classList.contains('hydrated') &&
      !control.hasAttribute('disabled') &&
      control.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
  );
  return ready ? performance.now() : false;
}

/** Runs in the page every frame: records when the home screen's navigation is visible. */
function homeScreenInteractive(): number | false {
  const navigation = document.querySelector('nav.home-sidebar, nav.home-tab-bar');
  const ready = navigation?.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  return ready ? performance.now() : false;
}

/** What a waitForFunction handle resolves to once it is done waiting. */
async function settled(handle: { jsonValue(): Promise<number | false> }): Promise<number> {
  const value = await handle.jsonValue();
  if (value === false) throw new Error('waited for a value that never came');
  return value;
}

async function firstContentfulPaint(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() => {
    const paint = performance
      .getEntriesByType('paint')
      .find((entry) => entry.name === 'first-contentful-paint');
    return paint ? paint.startTime : false;
  });
  return settled(handle);
}

async function measureBaseline(browser: Browser, baseUrl: string): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/favicon.svg`);
    const handle = await page.waitForFunction(() => {
      const paint = performance.getEntriesByType('paint').find((e) => e.name === 'first-paint');
      return paint ? paint.startTime : false;
    });
    return await settled(handle);
  } finally {
    await context.close();
  }
}

/** Opens `url` in a new tab of `context` and waits until `interactive` says the screen is usable. */
async function visit(
  context: BrowserContext,
  url: string,
  interactive: (labels: string[]) => number | false,
): Promise<{ page: Page; interactiveMs: number }> {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(interactive, LOGIN_CONTROLS, {
    polling: 'raf',
    timeout: INTERACTIVE_TIMEOUT_MS,
  });
  return { page, interactiveMs: await settled(handle) };
}

async function measureRun(browser: Browser, baseUrl: string): Promise<Run> {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const pending: Promise<Asset | null>[] = [];
    let firstVisitDone = false;
    context.on('response', (response) => {
      const kind = assetKind(response.url(), response.headers()['content-type'] ?? '');
      if (firstVisitDone || !kind) return;
      pending.push(
        response.body().then(
          (body) => ({
            url: response.url(),
            kind,
            rawBytes: body.length,
            gzipBytes: gzipSync(body, { level: 9 }).length,
          }),
          () => null,
        ),
      );
    });
    const first = await visit(context, baseUrl, loginScreenInteractive);
    firstVisitDone = true;
    const splashMs = await firstContentfulPaint(first.page);
    const assets = uniqueByUrl((await Promise.all(pending)).filter((asset) => asset !== null));
    // One tab at a time: a second one would show the "open in another tab" screen.
    await first.page.close();

    const signedOut = await visit(context, baseUrl, loginScreenInteractive);
    await createAccount(signedOut.page, {
      alias: 'Bench',
      password: 'bench password',
      keepSignedIn: true,
    });
    await signedOut.page.close();
    const signedIn = await visit(context, `${baseUrl}/index`, homeScreenInteractive);
    await signedIn.page.close();

    const baselineMs = await measureBaseline(browser, baseUrl);
    return {
      interactiveMs: first.interactiveMs,
      returningSignedOutMs: signedOut.interactiveMs,
      returningSignedInMs: signedIn.interactiveMs,
      splashMs,
      baselineMs,
      scripts: assets.filter((asset) => asset.kind === 'js'),
      wasm: assets.filter((asset) => asset.kind === 'wasm'),
    };
  } finally {
    await context.close();
  }
}

function uniqueByUrl(assets: Asset[]): Asset[] {
  return [...new Map(assets.map((asset) => [asset.url, asset])).values()];
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function printReport(runs: Run[]): void {
  const first = runs[0];
  if (!first) throw new Error('no runs');
  console.log('\nWhat the login screen loads (first run)          raw       gzip -9');
  const rows = [...first.scripts, ...first.wasm].sort((a, b) => b.gzipBytes - a.gzipBytes);
  for (const asset of rows) {
    const name = new URL(asset.url).pathname;
    const size = `${kib(asset.rawBytes).padStart(11)} ${kib(asset.gzipBytes).padStart(11)}`;
    console.log(`  ${name.padEnd(46)} ${size}${asset.kind === 'wasm' ? '  (not JS)' : ''}`);
  }
  console.log('\nrun  splash (FCP)  first visit  returning: signed out  kept signed in  baseline');
  runs.forEach((run, i) => {
    const cells = [
      String(i + 1).padStart(3),
      ms(run.splashMs).padStart(12),
      ms(run.interactiveMs).padStart(11),
      ms(run.returningSignedOutMs).padStart(22),
      ms(run.returningSignedInMs).padStart(14),
      ms(run.baselineMs).padStart(8),
    ];
    console.log(cells.join('  '));
  });
}

/** "412 ms (target 800 ms, 5.4x baseline)" */
function againstTarget(value: number, target: number, baseline: number): string {
  const verdict = value <= target ? 'within' : 'over';
  return `${ms(value)} (${verdict} ${ms(target)}; ${(value / baseline).toFixed(1)}x baseline)`;
}

async function main(): Promise<void> {
  if (!existsSync(`${APP_DIR}/index.html`)) {
    throw new Error(`The app is not built (${APP_DIR}): run \`npx vite build\` first.`);
  }
  await buildRelay();
  const relay = await startTestRelay({ staticDir: APP_DIR });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    // One unrecorded run warms the relay's file cache and Chromium's process pool.
    await measureRun(browser, relay.url);
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measureRun(browser, relay.url));
    printReport(runs);

    const first = runs[0] as Run;
    const jsRawBytes = first.scripts.reduce((sum, script) => sum + script.rawBytes, 0);
    const jsGzipBytes = first.scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    const wasmGzipBytes = first.wasm.reduce((sum, asset) => sum + asset.gzipBytes, 0);
    const median = (pick: (run: Run) => number) => percentile(runs.map(pick), 50);
    const interactive = runs.map((run) => run.interactiveMs);
    const interactiveMsMedian = median((run) => run.interactiveMs);
    const signedOutMsMedian = median((run) => run.returningSignedOutMs);
    const signedInMsMedian = median((run) => run.returningSignedInMs);
    const baselineMsMedian = median((run) => run.baselineMs);
    const splashMsMedian = median((run) => run.splashMs);
    const jsVerdict = jsGzipBytes <= TARGETS.jsGzipKiB * 1024 ? 'within' : 'over';
    console.log(
      `\nlogin-screen JS: ${first.scripts.length} files, ${kib(jsRawBytes)} raw, ` +
        `${kib(jsGzipBytes)} gzip -9 (${jsVerdict} ${TARGETS.jsGzipKiB} KiB; ` +
        `plus ${kib(wasmGzipBytes)} gzip -9 of WebAssembly)`,
    );
    console.log(`baseline (first paint of /favicon.svg): median ${ms(baselineMsMedian)}`);
    console.log(
      `first visit interactive: median ` +
        againstTarget(interactiveMsMedian, TARGETS.firstVisitMs, baselineMsMedian) +
        `, p90 ${ms(percentile(interactive, 90))}; splash median ${ms(splashMsMedian)}`,
    );
    console.log(
      `returning visit, signed out: median ` +
        againstTarget(signedOutMsMedian, TARGETS.returningVisitMs, baselineMsMedian),
    );
    console.log(
      `returning visit, kept signed in: median ` +
        againstTarget(signedInMsMedian, TARGETS.returningVisitMs, baselineMsMedian),
    );
    console.log(
      JSON.stringify({
        bench: 'startup',
        jsFiles: first.scripts.length,
        jsGzipBytes,
        jsRawBytes,
        wasmGzipBytes,
        interactiveMsMedian: Math.round(interactiveMsMedian),
        interactiveMsP90: Math.round(percentile(interactive, 90)),
        returningSignedOutMsMedian: Math.round(signedOutMsMedian),
        returningSignedInMsMedian: Math.round(signedInMsMedian),
        splashMsMedian: Math.round(splashMsMedian),
        baselineMsMedian: Math.round(baselineMsMedian),
        interactiveToBaselineRatio: Number((interactiveMsMedian / baselineMsMedian).toFixed(2)),
        runs: RUNS,
      }),
    );
  } finally {
    await browser.close();
    await relay.dispose();
  }
}

await main();
