import type { KeyPair } from '../crypto/sea.ts';

/** What anyone can read about a user, from that user's signed space. */
export interface PublicProfile {
  pub: string;
  alias: string;
  avatar: string;
  signature: string;
  epub: string;
  deleted: boolean;
}

/** The profile as its owner signs it: one record, so no field can be swapped on its own. */
export interface ProfileCard extends Omit<PublicProfile, 'pub'> {
  /** When the owner last changed it (ms): the newer card wins, on any device. */
  updatedAt: number;
  /** The owner's enabled relays while relay sharing is on (PROTOCOL.md "Profile"). */
  relays?: readonly string[];
}

/**
 * The signed part of the graph that belongs to one key (`~pub`). Only the key holder can write
 * there: relays refuse anything else, and readers verify Meshtalk's own signature on every record
 * (PROTOCOL.md "Building blocks", signed record), so a record that does not verify is treated as absent.
 */
export interface UserSpace {
  /** Signs the graph client in as `pair`, so its writes to its own space are signed. */
  login(pair: KeyPair): Promise<void>;
  logout(): void;
  /** Signs my profile card and writes it; resolves on a relay's acknowledgement. */
  writeProfile(card: ProfileCard): Promise<void>;
  /** `pub`'s verified profile card, or null when none arrives within `timeoutMs`. */
  readProfile(pub: string, timeoutMs: number): Promise<ProfileCard | null>;
  /** Calls `onCard` with each verified card `pub` publishes from now on (and the current one). */
  followProfile(pub: string, onCard: (card: ProfileCard) => void): () => void;
  /** True while at least one relay is connected. */
  online(): boolean;
}
