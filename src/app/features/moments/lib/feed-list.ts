import type { Moment } from '@core/moments/moment-types.ts';

export interface MomentKey {
  readonly author: string;
  readonly id: string;
}

export const sameMoment = (a: MomentKey, b: MomentKey) => a.author === b.author && a.id === b.id;

/** The core's feed order: newest first, then by author and id. */
function before(a: Moment, b: Moment): boolean {
  if (a.timestamp !== b.timestamp) return a.timestamp > b.timestamp;
  if (a.author !== b.author) return a.author < b.author;
  return a.id < b.id;
}

/** Adds a page the core returned after `list`, leaving out moments already listed. */
export function appendPage(list: readonly Moment[], page: readonly Moment[]): readonly Moment[] {
  const fresh = page.filter((moment) => !list.some((shown) => sameMoment(shown, moment)));
  return fresh.length === 0 ? list : [...list, ...fresh];
}

/**
 * The list after a moment was read again: `moment` null (deleted, hidden from me) removes it; a
 * listed one is replaced; a new one goes in at its place unless it belongs to a page not loaded
 * yet (`complete` false and older than the last one listed), which paging will bring.
 */
export function applyMoment(
  list: readonly Moment[],
  key: MomentKey,
  moment: Moment | null,
  complete: boolean,
): readonly Moment[] {
  const index = list.findIndex((shown) => sameMoment(shown, key));
  if (!moment) return index < 0 ? list : list.filter((_, i) => i !== index);
  if (index >= 0) return list.map((shown, i) => (i === index ? moment : shown));
  const at = list.findIndex((shown) => before(moment, shown));
  if (at < 0) return complete ? [...list, moment] : list;
  return [...list.slice(0, at), moment, ...list.slice(at)];
}

/** Listed forwards whose original is `key`: they show whether it was deleted. */
export const forwardsOf = (list: readonly Moment[], key: MomentKey): MomentKey[] =>
  list.filter((moment) => moment.forward && sameMoment(moment.forward, key));
