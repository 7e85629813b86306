/**
 * The app's one way to write numbers, sizes and durations: `Intl.NumberFormat` in the interface
 * language, so each locale gets its own decimal sign, digits and unit names.
 */
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    try {
      found = new Intl.NumberFormat(language, options);
    } catch {
      found = new Intl.NumberFormat(undefined, options);
    }
    formatters.set(key, found);
  }
  return found;
}

/** A number with exactly `digits` decimals: "2.50" in English, "2,50" in German. */
export const formatDecimal = (value: number, digits: number, language: string): string =>
  formatter(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    value,
  );

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** "512 bytes", "1.5 GB", "1,5 Go": sizes and speeds, in steps of 1,024, one decimal under 10. */
export function formatBytes(bytes: number, language: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = value >= 10 || unit === 0 ? 0 : 1;
  return formatter(language, {
    style: 'unit',
    unit: BYTE_UNITS[unit],
    // Intl's short name for a byte is "byte" in English: "512 bytes" reads better.
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: digits,
  }).format(value);
}

/** Megabytes with two decimals, the storage pages' unit: "1.50" for 1.5 MiB. */
export const formatMegabytes = (bytes: number, language: string): string =>
  formatDecimal(bytes / (1024 * 1024), 2, language);

/**
 * Time left, to the second: "3 min 5 sec" and "1 hr 2 min" in English, in the language's own
 * words elsewhere.
 */
export function formatDuration(seconds: number | null, language: string): string {
  if (seconds === null || !Number.isFinite(seconds)) return '';
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const parts: [number, 'hour' | 'minute' | 'second'][] =
    hours > 0
      ? [
          [hours, 'hour'],
          [minutes, 'minute'],
        ]
      : minutes > 0
        ? [
            [minutes, 'minute'],
            [total % 60, 'second'],
          ]
        : [[total, 'second']];
  const words = parts.map(([value, unit]) =>
    formatter(language, { style: 'unit', unit, unitDisplay: 'short' }).format(value),
  );
  return listFormat(language).format(words);
}

const lists = new Map<string, Intl.ListFormat>();

function listFormat(language: string): Intl.ListFormat {
  let found = lists.get(language);
  if (!found) {
    try {
      found = new Intl.ListFormat(language, { style: 'narrow', type: 'unit' });
    } catch {
      found = new Intl.ListFormat(undefined, { style: 'narrow', type: 'unit' });
    }
    lists.set(language, found);
  }
  return found;
}
