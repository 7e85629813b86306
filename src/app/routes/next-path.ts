import { resolveRoute } from './route-match.ts';
import { HOME_PATH, SIGN_IN_PATH } from './paths.ts';

/** The query parameter of the sign-in screen that names where to go after signing in. */
const NEXT_PARAM = 'next';

/** Any origin does: it only lets URL parsing tell a path of this app from anything else. */
const BASE = 'https://app.invalid';

/** The sign-in screen, remembering `target` (a path with its query) to open after signing in. */
export function signInPathFor(target: string): string {
  if (safeTarget(target) === null || target === HOME_PATH) return SIGN_IN_PATH;
  return `${SIGN_IN_PATH}?${new URLSearchParams({ [NEXT_PARAM]: target }).toString()}`;
}

/**
 * Where signing in leads from a sign-in screen at `search`: the remembered screen when it is a
 * path of this app that needs a signed-in user, never another site (no open redirect).
 */
export function nextPathAfterSignIn(search: string): string {
  const target = new URLSearchParams(search).get(NEXT_PARAM);
  return (target !== null && safeTarget(target)) || HOME_PATH;
}

/** A sign-in screen's `path` with the remembered screen of `search` carried along. */
export function keepNextPath(path: string, search: string): string {
  const target = new URLSearchParams(search).get(NEXT_PARAM);
  if (target === null || safeTarget(target) === null) return path;
  return `${path}?${new URLSearchParams({ [NEXT_PARAM]: target }).toString()}`;
}

function safeTarget(target: string): string | null {
  // Only "/x", never "//host" or "/\host", which browsers read as another site.
  if (!/^\/(?![/\\])/.test(target)) return null;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const entry = resolveRoute(url.pathname);
  if (!entry || entry.access === 'guest') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
