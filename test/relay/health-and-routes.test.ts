import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentKey } from '../../src/core/protocol/content-address.ts';
import { startGunClient } from '../support/gun-client.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';
import { rawRequest } from './http-request.ts';

const INDEX = '<!doctype html><title>Meshtalk test app</title>';

async function health(relay: TestRelay): Promise<Record<string, unknown>> {
  const res = await rawRequest(relay.url, '/health');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return JSON.parse(res.body) as Record<string, unknown>;
}

/** Polls /health until `connectedPeers` is `count` (connections close asynchronously). */
async function expectConnectedPeers(relay: TestRelay, count: number): Promise<void> {
  const deadline = Date.now() + 5_000;
  let seen: unknown;
  while (Date.now() < deadline) {
    seen = (await health(relay))['connectedPeers'];
    if (seen === count) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(seen).toBe(count);
}

describe('relay /health and routes', () => {
  let relay: TestRelay;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = await mkdtemp(path.join(tmpdir(), 'meshtalk-app-'));
    await writeFile(path.join(staticDir, 'index.html'), INDEX);
    relay = await startTestRelay({ staticDir });
  });

  afterAll(async () => {
    await relay.dispose();
    await rm(staticDir, { recursive: true, force: true });
  });

  it('reports status, version, uptime, peers and storage', async () => {
    const pkg = JSON.parse(await readFile('package.json', 'utf8')) as { version: string };
    const report = await health(relay);
    expect(report).toEqual({
      status: 'ok',
      version: pkg.version,
      uptimeSeconds: expect.any(Number) as number,
      connectedPeers: 0,
      storage: { sizeBytes: expect.any(Number) as number, retentionDays: 30, expiredRecords: 0 },
    });
    expect(JSON.stringify(report)).not.toContain(path.basename(relay.dataDir));
    expect(Number.isInteger(report['uptimeSeconds'])).toBe(true);
    expect(report['uptimeSeconds']).toBeGreaterThanOrEqual(0);
  });

  it('counts live websocket connections', async () => {
    const first = await startGunClient(relay.gunUrl);
    const second = await startGunClient(relay.gunUrl);
    try {
      await expectConnectedPeers(relay, 2);
      await first.close();
      await expectConnectedPeers(relay, 1);
    } finally {
      await first.close();
      await second.close();
    }
    await expectConnectedPeers(relay, 0);
  });

  it('reports the storage size growing as data is written', async () => {
    const sizeOf = async (): Promise<number> =>
      ((await health(relay))['storage'] as { sizeBytes: number }).sizeBytes;
    const before = await sizeOf();
    const client = await startGunClient(relay.gunUrl);
    try {
      const note = 'x'.repeat(2000);
      const reply = await client.rawPut('meshtalk/test/health#', await contentKey(note), note);
      expect(reply).toEqual({ ok: expect.anything() as unknown });
    } finally {
      await client.close();
    }
    expect(await sizeOf()).toBeGreaterThanOrEqual(before + 2000);
  });

  it('does not answer /health or /gun with the app', async () => {
    const gun = await rawRequest(relay.url, '/gun');
    expect(gun.status).toBe(426);
    expect(gun.body).not.toContain(INDEX);
    const healthBody = (await rawRequest(relay.url, '/health?verbose=1')).body;
    expect(healthBody).not.toContain(INDEX);
  });

  it('serves the app and its client routes', async () => {
    for (const pathname of ['/', '/chatpage', '/friend-profile?pub=abc.def_ghi']) {
      const res = await rawRequest(relay.url, pathname);
      expect(res.status).toBe(200);
      expect(res.body).toBe(INDEX);
    }
  });

  it('has no /metrics unless started with --metrics', async () => {
    expect((await rawRequest(relay.url, '/metrics')).body).not.toContain('rssBytes');
    const watched = await startTestRelay({ serveApp: false, args: ['--metrics'] });
    try {
      const res = await rawRequest(watched.url, '/metrics');
      expect(JSON.parse(res.body)).toEqual({
        rssBytes: expect.any(Number) as number,
        heapUsedBytes: expect.any(Number) as number,
        heapTotalBytes: expect.any(Number) as number,
        arrayBufferBytes: expect.any(Number) as number,
        connectedPeers: 0,
        refused: {},
        forgottenStreamNodes: 0,
        connections: expect.objectContaining({ websockets: 0, refused: 0 }) as object,
        load: expect.objectContaining({
          queue: { messages: 0, chars: 0, addresses: 0, dropped: 0 },
        }) as object,
        storedFields: 0,
        topWriters: [],
        forwarded: { toClients: 0, toRelays: 0, withheld: 0 },
      });
    } finally {
      await watched.dispose();
    }
  });

  it('refuses methods other than GET and HEAD', async () => {
    const res = await rawRequest(relay.url, '/', { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers['allow']).toBe('GET, HEAD');
  });
});

describe('relay with --no-serve-app', () => {
  let relay: TestRelay;
  beforeAll(async () => {
    relay = await startTestRelay({ serveApp: false });
  });
  afterAll(() => relay.dispose());

  it('syncs data but does not serve the app', async () => {
    const res = await rawRequest(relay.url, '/chatpage');
    expect(res.status).toBe(404);
    expect(res.body).toContain('does not serve the app');
    expect((await rawRequest(relay.url, '/health')).status).toBe(200);
  });
});
