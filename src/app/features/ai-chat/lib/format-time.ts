const SAME_DAY: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
const OTHER_DAY: Intl.DateTimeFormatOptions = { ...SAME_DAY, month: 'short', day: 'numeric' };

// Building a formatter costs far more than using one; a streamed reply re-renders its time often.
const formatters = new Map<string, Intl.DateTimeFormat | null>();

function formatter(language: string, sameDay: boolean): Intl.DateTimeFormat | null {
  const key = `${language}|${String(sameDay)}`;
  if (!formatters.has(key)) {
    try {
      formatters.set(key, new Intl.DateTimeFormat(language, sameDay ? SAME_DAY : OTHER_DAY));
    } catch {
      formatters.set(key, null);
    }
  }
  return formatters.get(key) ?? null;
}

/** A message's time: hours and minutes today, with the date on other days. */
export function formatMessageTime(time: number, language: string, now = Date.now()): string {
  const date = new Date(time);
  const sameDay = new Date(now).toDateString() === date.toDateString();
  return formatter(language, sameDay)?.format(date) ?? date.toLocaleString();
}
