import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler } from '../../src/relay/static-site.ts';
import { rawRequest } from './http-request.ts';

const INDEX = '<!doctype html><title>Meshtalk</title>';
const SECRET = 'relay-secret-do-not-serve';

let workDir: string;
let appDir: string;

/** A server that routes every request to the static handler, as the relay does. */
async function serve(staticDir: string): Promise<{ url: string; server: Server }> {
  const handle = createStaticHandler(staticDir);
  const server = createServer((req, res) => {
    void handle(req, res, new URL(req.url ?? '/', 'http://x').pathname);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'meshtalk-static-'));
  appDir = path.join(workDir, 'app');
  await mkdir(path.join(appDir, 'assets'), { recursive: true });
  await mkdir(path.join(appDir, 'locales'));
  await writeFile(path.join(appDir, 'index.html'), INDEX);
  await writeFile(path.join(appDir, 'assets', 'index-3f2a1b.js'), 'console.log(1)');
  await writeFile(path.join(appDir, 'assets', 'sqlite3-9c8d.wasm'), Buffer.from([0, 97, 115, 109]));
  await writeFile(path.join(appDir, 'manifest.webmanifest'), '{"name":"Meshtalk"}');
  await writeFile(path.join(appDir, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(appDir, 'locales', 'en.json'), '{}');
  await writeFile(path.join(workDir, 'secret.txt'), SECRET);
  await symlink(path.join(workDir, 'secret.txt'), path.join(appDir, 'leak.txt'));
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

describe('static site', () => {
  let url: string;
  let server: Server;
  beforeAll(async () => ({ url, server } = await serve(appDir)));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('serves index.html at / without caching', async () => {
    for (const pathname of ['/', '/index.html']) {
      const res = await rawRequest(url, pathname);
      expect(res.status).toBe(200);
      expect(res.body).toBe(INDEX);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it.each([
    ['/assets/index-3f2a1b.js', 'text/javascript; charset=utf-8'],
    ['/assets/sqlite3-9c8d.wasm', 'application/wasm'],
    ['/manifest.webmanifest', 'application/manifest+json; charset=utf-8'],
    ['/icon.svg', 'image/svg+xml'],
    ['/locales/en.json', 'application/json; charset=utf-8'],
  ])('serves %s as %s', async (pathname, contentType) => {
    const res = await rawRequest(url, pathname);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(contentType);
  });

  it('lets browsers keep hashed assets for good, but revalidate the rest', async () => {
    const asset = await rawRequest(url, '/assets/index-3f2a1b.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await rawRequest(url, '/manifest.webmanifest');
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/chatpage', '/friend-profile?pub=abc.def_ghi', '/settings/theme', '/assets'])(
    'answers the client route %s with index.html',
    async (pathname) => {
      const res = await rawRequest(url, pathname);
      expect(res.status).toBe(200);
      expect(res.body).toBe(INDEX);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('answers a missing file with an extension with 404, not index.html', async () => {
    const res = await rawRequest(url, '/assets/missing-123.js');
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('<title>');
  });

  it('answers HEAD with headers only and revalidation with 304', async () => {
    const head = await rawRequest(url, '/icon.svg', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe('41');
    const etag = String(head.headers['etag']);
    const again = await rawRequest(url, '/icon.svg', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
  });

  it.each([
    ['/../secret.txt', 404],
    ['/..%2fsecret.txt', 403],
    ['/%2e%2e/secret.txt', 404],
    ['/%2e%2e%2fsecret.txt', 403],
    ['/assets/..%2f..%2fsecret.txt', 403],
    ['/..%5csecret.txt', 404],
    ['/leak.txt', 403],
    ['/secret.txt%00.js', 400],
    ['/%E0%A4%A', 400],
  ])('never serves files outside the folder: %s', async (pathname, status) => {
    const res = await rawRequest(url, pathname);
    expect(res.status).toBe(status);
    expect(res.body).not.toContain(SECRET);
  });
});

describe('static site before the app is built', () => {
  let url: string;
  let server: Server;
  beforeAll(async () => ({ url, server } = await serve(path.join(workDir, 'not-built'))));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each(['/', '/chatpage'])('explains at %s how to build the app', async (pathname) => {
    const res = await rawRequest(url, pathname);
    expect(res.status).toBe(503);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain('not built');
    expect(res.body).toContain('npm run build');
  });
});
