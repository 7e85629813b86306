/**
 * Whether two flat records hold the same values, field by field. Lists read again from the
 * database bring new objects for unchanged rows: memoised rows compare them with this.
 */
export function sameFields<T extends object>(a: T, b: T): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof T)[];
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && Object.is(a[key], b[key]))
  );
}
