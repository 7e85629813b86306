/**
 * What a Gun message from the network must look like before Gun sees it (PROTOCOL.md "What peers
 * check"). Gun's own checks are not enough: SEA lets anyone write into a user space by naming their
 * own key in `*`, Gun indexes plain objects with souls and keys such as `constructor`, and it holds
 * writes stamped in the future in memory until their time comes. Relays and clients run the same
 * rules; a relay adds the content-address check, which needs a synchronous SHA-256.
 */

export interface WireRules {
  /** Longest value (characters of its string form) one key may hold. */
  readonly maxValueChars: number;
  /** How far a write's state may lie ahead of this peer's clock. */
  readonly maxFutureMs: number;
  readonly maxSoulChars: number;
  readonly maxKeyChars: number;
  /** `dam` (mesh control) messages this peer answers; every other kind is dropped. */
  readonly dams: readonly string[];
  /** Lower-case hex SHA-256 of a value, when this peer checks content addresses itself. */
  readonly contentKeyOf?: (value: string) => string;
}

export const MAX_VALUE_CHARS = 3 * 1024 * 1024;

export const DEFAULT_WIRE_RULES: WireRules = {
  maxValueChars: MAX_VALUE_CHARS,
  maxFutureMs: 10 * 60_000,
  maxSoulChars: 512,
  maxKeyChars: 256,
  dams: ['hi', '?', '!'],
};

/** Why a message is refused; each is also what the sender of a refused put is told. */
export const REFUSALS = {
  shape: 'Malformed message.',
  reservedName: 'Reserved name.',
  tooLarge: 'Value too large.',
  future: 'State is in the future.',
  namespace: 'This relay stores only signed user data and content-addressed records.',
  certificate: 'Writes into another user’s space are not accepted.',
  unsigned: 'User-space values must be signed.',
  contentKey: 'Key is not the SHA-256 of the value.',
} as const;

export type Refusal = (typeof REFUSALS)[keyof typeof REFUSALS];

/** `~<pub>` or `~<pub>/…`, where a pub is SEA's `x.y` (two base64url P-256 coordinates). */
const USER_SPACE = /^~[\w-]{43}\.[\w-]{43}(?:\/[^~#]*)?$/;
/** Meshtalk's append-only records: `meshtalk/…#` / `<sha256 hex>`. */
const CONTENT_ADDRESSED = /^meshtalk\/[\w/-]+#$/;
const SHA256_HEX = /^[0-9a-f]{64}$/;

/** A soul of Meshtalk's append-only records, whose keys are the SHA-256 of their values. */
export const isContentAddressedSoul = (soul: string): boolean => CONTENT_ADDRESSED.test(soul);
const RESERVED = new Set([...Object.getOwnPropertyNames(Object.prototype), '__proto__']);
const STRUCTURED_FIELDS = new Set(['put', 'get', 'ok']);
const LEX_FIELDS = new Set(['#', '.', '=', '*', '>', '<', '-', '%']);
/** A valid message is at most this deep (message → put → node → meta → states). */
const MAX_DEPTH = 6;
const MAX_TEXT_FIELD = 1024;
/** Gun's messages carry a handful of fields; a relay would pass thousands on to every peer. */
const MAX_MESSAGE_FIELDS = 32;

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.getPrototypeOf(value) === Object.prototype;

/** A non-empty string of at most `max` characters that no plain object already has as a member. */
export const isName = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max && !RESERVED.has(value);

/**
 * Every key at every level, and the depth: anything Gun may index an object with. Iterative, with
 * the depth bounded before anything deeper is looked at: a frame of a few kilobytes can nest tens of
 * thousands of levels, and any recursion over it would overflow the stack.
 */
function walk(message: unknown): Refusal | null {
  const pending: { value: unknown; depth: number }[] = [{ value: message, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, depth } = next;
    if (typeof value !== 'object' || value === null) continue;
    if (depth > MAX_DEPTH || !isPlain(value)) return REFUSALS.shape;
    for (const key of Object.keys(value)) {
      if (RESERVED.has(key)) return REFUSALS.reservedName;
      pending.push({ value: value[key], depth: depth + 1 });
    }
  }
  return null;
}

/** Null when `message` may go on to Gun, otherwise why not. */
export function checkWireMessage(message: unknown, rules: WireRules, now: number): Refusal | null {
  if (!isPlain(message) || Object.keys(message).length > MAX_MESSAGE_FIELDS) return REFUSALS.shape;
  const nested = walk(message);
  if (nested) return nested;
  for (const [field, value] of Object.entries(message)) {
    if (STRUCTURED_FIELDS.has(field)) continue;
    // Gun adds small fields of its own (`##`, `><`, `pid`, `FOO`…); none may carry structure.
    if (typeof value === 'string' ? value.length > MAX_TEXT_FIELD : !isScalar(value)) {
      return REFUSALS.shape;
    }
  }
  for (const id of [message['#'], message['@']]) {
    if (id !== undefined && !isName(id, MAX_TEXT_FIELD)) return REFUSALS.reservedName;
  }
  const { dam, get, put, ok } = message;
  if (dam !== undefined && !rules.dams.includes(dam as string)) return REFUSALS.shape;
  if (ok !== undefined && !isAck(ok)) return REFUSALS.shape;
  if (get !== undefined && !isGet(get, rules)) return REFUSALS.shape;
  return put === undefined ? null : checkPut(put, rules, now);
}

const isScalar = (value: unknown): boolean =>
  typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));

const isAck = (ok: unknown): boolean =>
  typeof ok === 'number' ||
  typeof ok === 'boolean' ||
  (isPlain(ok) && Object.values(ok).every((v) => typeof v === 'number' || typeof v === 'string'));

function isGet(get: unknown, rules: WireRules): boolean {
  if (!isPlain(get) || !isName(get['#'], rules.maxSoulChars)) return false;
  return Object.entries(get).every(([field, value]) => {
    if (!LEX_FIELDS.has(field)) return false;
    if (field === '.' && isPlain(value)) {
      return Object.entries(value).every(
        ([lex, part]) =>
          LEX_FIELDS.has(lex) && (typeof part === 'string' || typeof part === 'number'),
      );
    }
    return typeof value === 'string'
      ? value.length <= rules.maxSoulChars
      : typeof value === 'number';
  });
}

function checkPut(put: unknown, rules: WireRules, now: number): Refusal | null {
  if (!isPlain(put)) return REFUSALS.shape;
  for (const [soul, node] of Object.entries(put)) {
    if (!isName(soul, rules.maxSoulChars) || !isPlain(node)) return REFUSALS.shape;
    const meta = node['_'];
    if (!isPlain(meta) || meta['#'] !== soul || !isPlain(meta['>'])) return REFUSALS.shape;
    const states = meta['>'];
    const space = namespaceOf(soul);
    if (!space) return REFUSALS.namespace;
    for (const [key, value] of Object.entries(node)) {
      if (key === '_') continue;
      if (!isName(key, rules.maxKeyChars)) return REFUSALS.shape;
      const state = states[key];
      if (typeof state !== 'number' || !Number.isFinite(state)) return REFUSALS.shape;
      if (state > now + rules.maxFutureMs) return REFUSALS.future;
      const refusal = checkValue(value, rules) ?? checkPlacement(space, soul, key, value, rules);
      if (refusal) return refusal;
    }
  }
  return null;
}

function checkValue(value: unknown, rules: WireRules): Refusal | null {
  if (value === null || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : REFUSALS.shape;
  if (typeof value === 'string')
    return value.length <= rules.maxValueChars ? null : REFUSALS.tooLarge;
  // A link to another node: `{"#": soul}` and nothing else.
  if (isPlain(value) && Object.keys(value).length === 1 && isName(value['#'], rules.maxSoulChars)) {
    return null;
  }
  return REFUSALS.shape;
}

type Namespace = 'user' | 'content';

function namespaceOf(soul: string): Namespace | null {
  if (USER_SPACE.test(soul)) return 'user';
  if (CONTENT_ADDRESSED.test(soul)) return 'content';
  return null;
}

function checkPlacement(
  space: Namespace,
  soul: string,
  key: string,
  value: unknown,
  rules: WireRules,
): Refusal | null {
  if (space === 'user') return checkSigned(soul, key, value);
  if (typeof value !== 'string' || !SHA256_HEX.test(key)) return REFUSALS.contentKey;
  if (rules.contentKeyOf && rules.contentKeyOf(value) !== key) return REFUSALS.contentKey;
  return null;
}

/**
 * Every user-space value must be SEA's signed form: `{":": value, "~": signature}` as JSON text
 * (the parse mirrors SEA's `S.parse`: an optional `SEA` prefix, then any JSON). Gun holds a write
 * stamped in the future in memory until its time comes and only then lets SEA check it, so without
 * this rule anyone could park unsigned values on a relay for as long as the future window allows.
 * The one exception is SEA's own account record, `pub` on `~<pub>`, which must equal the pub.
 *
 * SEA also verifies a value against the key named in its `*` field (or a `+` certificate) instead
 * of the space's owner; Meshtalk issues no certificates, so such a value is never valid.
 */
function checkSigned(soul: string, key: string, value: unknown): Refusal | null {
  if (key === 'pub' && typeof value === 'string' && soul === `~${value}`) return null;
  if (typeof value !== 'string') return REFUSALS.unsigned;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value.startsWith('SEA{') ? value.slice(3) : value);
  } catch {
    return REFUSALS.unsigned;
  }
  if (!isPlain(parsed) || !(':' in parsed) || !isSignature(parsed['~'])) return REFUSALS.unsigned;
  return '*' in parsed || '+' in parsed ? REFUSALS.certificate : null;
}

const isSignature = (value: unknown): boolean =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_TEXT_FIELD;
