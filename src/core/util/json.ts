/** The JSON object a text holds, or null for anything else (not text, not JSON, not an object). */
export function jsonObject(text: unknown): Record<string, unknown> | null {
  if (typeof text !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}
