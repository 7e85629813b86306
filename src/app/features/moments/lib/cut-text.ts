/** A card's text preview is cut at 200 characters (the spec's longest cut-off). */
export const CARD_PREVIEW_CHARS = 200;

/** `text` cut at `max` characters (whole code points) with an ellipsis, or as it is. */
export function cutText(text: string, max: number): { text: string; cut: boolean } {
  const points = Array.from(text);
  if (points.length <= max) return { text, cut: false };
  return { text: `${points.slice(0, max).join('').trimEnd()}…`, cut: true };
}
