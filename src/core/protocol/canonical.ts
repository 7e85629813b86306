/** A value that has exactly one JSON spelling, so signatures over it are reproducible. */
export type Canonical =
  string | number | boolean | null | readonly Canonical[] | { readonly [key: string]: Canonical };

export type CanonicalRecord = { readonly [key: string]: Canonical };

/** JSON with object keys sorted at every level; refuses numbers JSON cannot carry exactly. */
export function canonicalJson(value: Canonical): string {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new TypeError('canonicalJson: non-finite number');
  }
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) {
    return `[${(value as readonly Canonical[]).map(canonicalJson).join(',')}]`;
  }
  const record = value as CanonicalRecord;
  const fields = Object.keys(record)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key] ?? null)}`);
  return `{${fields.join(',')}}`;
}
