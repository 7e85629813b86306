/** A public key is about 87 characters: show its start and end, enough to recognise it. */
export function shortenId(id: string, keep = 8): string {
  return id.length <= keep * 2 + 1 ? id : `${id.slice(0, keep)}…${id.slice(-keep)}`;
}
