/** Streams are split by UTC day (YYYYMMDD); each month (YYYYMM) has an index of its days. */
const DAY_MS = 86_400_000;
const DAY_KEY = /^\d{8}$/;

/** The stream day of a timestamp: its UTC date as YYYYMMDD. */
export function dayKeyOf(ts: number): string {
  const date = new Date(ts);
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${date.getUTCFullYear()}${month}${day}`;
}

export function isDayKey(value: string): boolean {
  return DAY_KEY.test(value);
}

/** The day key `days` days before `day`. */
export function dayBefore(day: string, days = 1): string {
  const ts = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6)));
  return dayKeyOf(ts - days * DAY_MS);
}

export const monthOf = (day: string): string => day.slice(0, 6);

/** Every month from the one of `fromDay` to the one of `toDay`, oldest first. */
export function monthsBetween(fromDay: string, toDay: string): string[] {
  const months: string[] = [];
  let year = Number(fromDay.slice(0, 4));
  let month = Number(fromDay.slice(4, 6));
  const last = monthOf(toDay);
  for (;;) {
    const key = `${year}${String(month).padStart(2, '0')}`;
    if (key > last) return months;
    months.push(key);
    month = month === 12 ? 1 : month + 1;
    if (month === 1) year++;
  }
}
