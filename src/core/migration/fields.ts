/** The field checks an export's parts share (`migration-payload.ts`, `migration-moments.ts`). */

/** The longest id, key or name an export carries. */
export const ID_CHARS = 256;

export const isText = (value: unknown, max = Infinity): value is string =>
  typeof value === 'string' && value.length <= max;

export const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
