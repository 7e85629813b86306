/** The spec's local chat id: both public keys sorted and joined by `_`. A label, never parsed. */
export function chatIdOf(a: string, b: string): string {
  return [a, b].sort().join('_');
}

/** The id of one file-chunk record: the file message's id plus the chunk index. */
export function chunkRecordId(messageId: string, index: number): string {
  return `${messageId}.${index}`;
}
