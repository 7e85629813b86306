import type { KeyPair } from '../crypto/sea.ts';

export type ProfileFields = Record<string, string | number | boolean>;

/**
 * The signed part of the graph that belongs to one key (`~pub`): only the holder of the private
 * key can write there, and every peer checks the signature of what it stores.
 */
export interface UserSpace {
  /** Signs the graph client in as `pair`, so its writes to its own space are signed. */
  login(pair: KeyPair): Promise<void>;
  logout(): void;
  writeProfile(fields: ProfileFields): Promise<void>;
  /** Reads `pub`'s profile node, or null when nothing arrives within `timeoutMs`. */
  readProfile(pub: string, timeoutMs: number): Promise<Record<string, unknown> | null>;
}
