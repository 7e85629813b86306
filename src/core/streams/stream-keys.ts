/**
 * The keys of one sealed stream: what one writer writes in one conversation. A resolver supplies
 * the shared secret (today the pair secret of a private chat; a room's or a feed's key next), and
 * every label and key is derived from it together with the writer, so the two directions of a
 * chat use unrelated labels and keys, and the labels change every day (PROTOCOL.md "Streams").
 */
import { deriveAesKey, deriveTag } from '../protocol/key-agreement.ts';

export interface StreamKeys {
  /** The public key of the user whose space holds the stream. */
  readonly writer: string;
  /** The node under `~writer/s/` that holds the records of one UTC day (YYYYMMDD). */
  nodeTag(day: string): Promise<string>;
  /** The node under `~writer/s/` that lists the days of one month (YYYYMM) holding records. */
  indexTag(month: string): Promise<string>;
  /** The AES-256-GCM key records are sealed with. */
  key(): Promise<CryptoKey>;
}

const INFO = 'meshtalk/v2/stream';

export function streamKeys(secret: CryptoKey, writer: string): StreamKeys {
  const tags = new Map<string, Promise<string>>();
  const tag = (info: string): Promise<string> => {
    let value = tags.get(info);
    if (!value) tags.set(info, (value = deriveTag(secret, info)));
    return value;
  };
  let key: Promise<CryptoKey> | null = null;
  return {
    writer,
    nodeTag: (day) => tag(`${INFO}/day/${writer}/${day}`),
    indexTag: (month) => tag(`${INFO}/index/${writer}/${month}`),
    key: () => (key ??= deriveAesKey(secret, `${INFO}/key/${writer}`)),
  };
}
