/**
 * Serves the built app: real files from the static folder, index.html for client routes (the app
 * has routes like `/chatpage` and `/friend-profile?pub=...`), and nothing outside the folder.
 */
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { contentTypeFor } from './content-types.ts';
import { sendText } from './respond.ts';

export type StaticHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
) => Promise<void>;

/** Vite puts content-hashed files under /assets/, so they never change under the same name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html above all) must be revalidated, or users keep a stale app. */
const REVALIDATE = 'no-cache';

export const BUILD_HINT = 'npm run build';

export function notBuiltMessage(staticDir: string): string {
  return [
    'Meshtalk relay is running, but the app is not built.',
    `Build it with \`${BUILD_HINT}\` (output: ${staticDir}), then reload this page.`,
  ].join('\n');
}

export function createStaticHandler(staticDir: string): StaticHandler {
  const root = path.resolve(staticDir);
  return async (req, res, pathname) => {
    const relative = decodePathname(pathname);
    if (relative === null) return sendText(res, 400, 'Bad request path.');
    const target = path.resolve(root, `.${relative}`);
    if (!isInside(root, target)) return sendText(res, 403, 'Forbidden.');
    const found = await findFile(root, target);
    if (found === 'outside') return sendText(res, 403, 'Forbidden.');
    if (found) return serveFile(req, res, found.file, cacheControlFor(relative));
    if (!isClientRoute(relative)) return sendText(res, 404, 'Not found.');
    const index = await findFile(root, path.join(root, 'index.html'));
    if (!index || index === 'outside') return sendText(res, 503, notBuiltMessage(root));
    return serveFile(req, res, index.file, REVALIDATE);
  };
}

function decodePathname(pathname: string): string | null {
  try {
    const decoded = decodeURIComponent(pathname);
    return decoded.includes('\0') ? null : decoded;
  } catch {
    return null;
  }
}

export function isInside(root: string, target: string): boolean {
  const relative = path.relative(root, target);
  return (
    relative === '' ||
    (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative))
  );
}

/** A path without a file extension is a client route, answered with index.html. */
function isClientRoute(pathname: string): boolean {
  return path.posix.extname(pathname) === '';
}

function cacheControlFor(pathname: string): string {
  return pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
}

/** The regular file at `target`; `'outside'` when a symlink leads out of the folder. */
async function findFile(
  root: string,
  target: string,
): Promise<{ file: string } | 'outside' | null> {
  try {
    const [realRoot, realTarget] = await Promise.all([realpath(root), realpath(target)]);
    if (!isInside(realRoot, realTarget)) return 'outside';
    return (await stat(realTarget)).isFile() ? { file: realTarget } : null;
  } catch {
    return null;
  }
}

async function serveFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  cacheControl: string,
): Promise<void> {
  const info = await stat(file);
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const headers = {
    'Content-Type': contentTypeFor(file),
    'Cache-Control': cacheControl,
    ETag: etag,
    'Last-Modified': info.mtime.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Length': String(info.size) });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await pipeline(createReadStream(file), res);
}
