/**
 * Failures on the delivery path that are handled by retrying (a storage error, a relay that did
 * not answer a read) but must not vanish: each is logged under `MESHTALK_DEBUG=chat` and counted
 * by where it happened, and `ChatService.stats()` reports the chat's counts.
 */
import { debug } from '../util/log.ts';

export type FailurePoint = 'outbox' | 'store' | 'receipt' | 'follow' | 'sync';

const log = debug('chat');

export class FailureLog {
  readonly counts: Partial<Record<FailurePoint, number>> = {};

  record(where: FailurePoint, error: unknown): void {
    this.counts[where] = (this.counts[where] ?? 0) + 1;
    log(`${where} failed: %o`, error);
  }
}
