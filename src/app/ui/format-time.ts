/**
 * The app's one way to write times and dates: `Intl.DateTimeFormat` in the interface language, so
 * each locale gets its own order, names and 12- or 24-hour clock.
 */
const CLOCK: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const SHORT_DATE: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };
const STYLES = {
  clock: CLOCK,
  date: { year: 'numeric', ...SHORT_DATE },
  dateAndClock: { ...SHORT_DATE, ...CLOCK },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
type Style = keyof typeof STYLES;

// Building a formatter costs far more than using one; a streamed reply re-renders its time often.
const formatters = new Map<string, Intl.DateTimeFormat | null>();

function format(time: number, language: string, style: Style): string {
  const key = `${language}|${style}`;
  if (!formatters.has(key)) {
    try {
      formatters.set(key, new Intl.DateTimeFormat(language, STYLES[style]));
    } catch {
      formatters.set(key, null);
    }
  }
  const date = new Date(time);
  return formatters.get(key)?.format(date) ?? date.toLocaleString();
}

/** Hours and minutes, on the locale's clock. */
export const formatClock = (time: number, language: string): string =>
  format(time, language, 'clock');

/** The calendar day with its year. */
export const formatDate = (time: number, language: string): string =>
  format(time, language, 'date');

/** A message's time: hours and minutes today, with the day on other days. */
export function formatMessageTime(time: number, language: string, now = Date.now()): string {
  const sameDay = new Date(now).toDateString() === new Date(time).toDateString();
  return format(time, language, sameDay ? 'clock' : 'dateAndClock');
}
