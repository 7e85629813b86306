/** The JSON value a text holds, or null when it is not text or not JSON. */
export function jsonValue(text: unknown): unknown {
  if (typeof text !== 'string') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The JSON object a text holds, or null for anything else (not text, not JSON, not an object). */
export function jsonObject(text: unknown): Record<string, unknown> | null {
  const value = jsonValue(text);
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}
