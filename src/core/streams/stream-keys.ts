/**
 * The keys of one sealed stream: what one writer writes in one conversation. A resolver supplies
 * the conversation's secret (the pair secret of a private chat, a room's key, a feed epoch's), and
 * every label and the outer seal's key are derived from it together with the writer, so the two
 * directions of a chat use unrelated labels and keys, and the labels change every day. Each
 * record's own key comes from its writer device's chain (PROTOCOL.md "Streams", "Chains").
 */
import { deriveAesKey, deriveTag } from '../protocol/key-agreement.ts';
import type { ChainStream, RecordChains } from './record-chains.ts';

export interface StreamKeys {
  /** The public key of the user whose space holds the stream. */
  readonly writer: string;
  /** The node under `~writer/s/` that holds the records of one UTC day (YYYYMMDD). */
  nodeTag(day: string): Promise<string>;
  /** The node under `~writer/s/` that lists the days of one month (YYYYMM) holding records. */
  indexTag(month: string): Promise<string>;
  /** The AES-256-GCM key of the records' outer seal: what only the conversation's members open. */
  key(): Promise<CryptoKey>;
  /** The stream as its chains know it. */
  chainStream(): Promise<ChainStream>;
  /** Where each record's own key comes from. */
  readonly chains: RecordChains;
}

const INFO = 'meshtalk/v2/stream';

/** `turns`: a private chat's label, for both its streams (`ChainStream.turns`). */
export function streamKeys(
  secret: CryptoKey,
  writer: string,
  chains: RecordChains,
  turns?: string,
): StreamKeys {
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
    chainStream: async () => ({
      id: await tag(`${INFO}/chains/${writer}`),
      writer,
      ...(turns ? { turns } : {}),
    }),
    chains,
  };
}
