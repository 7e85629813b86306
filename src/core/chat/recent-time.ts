/**
 * The spec's recent-time format as data, for the UI to translate: under 60 s "Just now", up to
 * 10 minutes "Mins ago", then Today / Yesterday / Tomorrow with the time, else date and time.
 */
export type RecentTime =
  | { readonly kind: 'just-now' }
  | { readonly kind: 'mins-ago'; readonly minutes: number }
  | {
      readonly kind: 'today' | 'yesterday' | 'tomorrow';
      readonly hour: number;
      readonly minute: number;
    }
  | {
      readonly kind: 'date';
      readonly year: number;
      readonly month: number;
      readonly day: number;
      readonly hour: number;
      readonly minute: number;
    };

const MINUTE = 60_000;
const DAY = 86_400_000;

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** Calendar parts in local time, or at a fixed offset from UTC (minutes east) when given. */
function parts(ts: number, offsetMinutes: number | undefined): Parts {
  if (offsetMinutes === undefined) {
    const d = new Date(ts);
    return {
      year: d.getFullYear(),
      month: d.getMonth() + 1,
      day: d.getDate(),
      hour: d.getHours(),
      minute: d.getMinutes(),
    };
  }
  const d = new Date(ts + offsetMinutes * MINUTE);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
  };
}

const sameDay = (a: Parts, b: Parts) => a.year === b.year && a.month === b.month && a.day === b.day;

/** Noon of the calendar day `delta` days from `now` (local days are not always 24 h long). */
function dayFrom(now: number, delta: number, offsetMinutes: number | undefined): number {
  if (offsetMinutes !== undefined) return now + delta * DAY;
  const d = new Date(now);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + delta, 12).getTime();
}

export function formatRecentTime(ts: number, now: number, offsetMinutes?: number): RecentTime {
  const age = now - ts;
  if (Math.abs(age) < MINUTE) return { kind: 'just-now' };
  if (age > 0 && age <= 10 * MINUTE) return { kind: 'mins-ago', minutes: Math.floor(age / MINUTE) };
  const at = parts(ts, offsetMinutes);
  const time = { hour: at.hour, minute: at.minute };
  if (sameDay(at, parts(now, offsetMinutes))) return { kind: 'today', ...time };
  if (sameDay(at, parts(dayFrom(now, -1, offsetMinutes), offsetMinutes)))
    return { kind: 'yesterday', ...time };
  if (sameDay(at, parts(dayFrom(now, 1, offsetMinutes), offsetMinutes)))
    return { kind: 'tomorrow', ...time };
  return { kind: 'date', ...at };
}
