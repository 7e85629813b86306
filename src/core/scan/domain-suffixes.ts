/**
 * The spec's known domain suffixes (about 57 to 60): scanned text without a scheme that ends in
 * one of these is taken for a web address and probed over HTTPS, then HTTP.
 */
export const DOMAIN_SUFFIXES: readonly string[] = [
  // generic
  ...'com org net edu gov mil int info biz name pro mobi io app dev ai co me xyz top'.split(' '),
  ...'site online tech store shop blog cloud link live news club wiki page art fun vip'.split(' '),
  ...'tv cc asia'.split(' '),
  // countries and regions
  ...'cn hk tw jp kr sg in ru de fr uk it es nl se ch eu us ca au br'.split(' '),
];

const SUFFIXES: ReadonlySet<string> = new Set(DOMAIN_SUFFIXES);

/** Whether `host` (a dotted name) ends in a known suffix: `example.com`, not `com` or `x.local`. */
export function hasKnownSuffix(host: string): boolean {
  const dot = host.lastIndexOf('.');
  return dot > 0 && SUFFIXES.has(host.slice(dot + 1).toLowerCase());
}
