/**
 * The spec's reachability probe of a scanned bare domain: a HEAD request in `no-cors` mode to
 * its https address, then to its http one. An opaque answer counts as reachable (the page cannot
 * read it, and needs not); a network error or no answer in time does not.
 */
import { withTimeout } from '../util/async.ts';
import type { ScanTarget } from './scan-content.ts';

/** Each probe's wait before it counts as unreachable. */
export const PROBE_TIMEOUT_MS = 5_000;

export type Probe = (url: string, init: RequestInit) => Promise<unknown>;

export type ProbeOutcome =
  | { readonly reachable: 'https'; readonly url: string }
  | { readonly reachable: 'http'; readonly url: string }
  | { readonly reachable: null };

async function answers(probe: Probe, url: string, timeoutMs: number): Promise<boolean> {
  const controller = new AbortController();
  try {
    const init: RequestInit = { method: 'HEAD', mode: 'no-cors', signal: controller.signal };
    await withTimeout(probe(url, init), timeoutMs, `probing ${url}`);
    return true;
  } catch {
    controller.abort();
    return false;
  }
}

/** Which of the domain's addresses answers: https first, then http, else none. */
export async function probeDomain(
  target: Extract<ScanTarget, { kind: 'domain' }>,
  probe: Probe,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<ProbeOutcome> {
  if (await answers(probe, target.https, timeoutMs))
    return { reachable: 'https', url: target.https };
  if (await answers(probe, target.http, timeoutMs)) return { reachable: 'http', url: target.http };
  return { reachable: null };
}
