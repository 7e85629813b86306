/**
 * The name a device gets in my device list the first time it signs in: its browser and system,
 * read from the user agent ("Chrome · Android"). Proper names only, so no language is assumed;
 * '' when neither is known (the list then says "Unnamed device" in the reader's language). Names
 * of my devices are sealed to my own devices; nobody else reads them.
 */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const named = (table: typeof BROWSERS, agent: string): string | undefined =>
  table.find(([pattern]) => pattern.test(agent))?.[1];

export function deviceName(agent: string): string {
  return [named(BROWSERS, agent), named(SYSTEMS, agent)].filter(Boolean).join(' · ');
}
