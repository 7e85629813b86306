/** A public ID cut to its ends for display next to an avatar; the full ID stays one tap away. */
export function shortenId(id: string, keep = 6): string {
  return id.length <= keep * 2 + 1 ? id : `${id.slice(0, keep)}…${id.slice(-keep)}`;
}
