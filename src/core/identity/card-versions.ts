/**
 * The newest verified profile card this device has seen of each user (PROTOCOL.md "Profile"). A
 * relay may serve any card its owner ever signed, an old one included; readers go by the newest
 * they have seen instead, and a deletion card is final: no card after it brings the account back.
 */
import type { Canonical } from '../protocol/canonical.ts';
import { first, type SqlDatabase } from '../store/sql.ts';
import { debug } from '../util/log.ts';
import { parseProfileCard } from './profile.ts';
import type { UserSpace, ProfileCard, PublicProfile } from './user-space.ts';

const log = debug('card-versions');

export interface CardVersionStats {
  /** Verified cards ignored because a newer one, or the deletion card, had been seen. */
  readonly olderIgnored: number;
}

export interface AdmittedCard {
  /** The card to go by: the one that arrived, or the newer one already seen. */
  readonly card: ProfileCard;
  /** The card that arrived is now the newest seen. */
  readonly fresh: boolean;
}

/** Only forward: a deletion card is never replaced; a live card only by a newer one. */
const KEEP_NEWEST = `INSERT INTO profile_versions (pub, updatedAt, deleted, card) VALUES (?, ?, ?, ?)
  ON CONFLICT(pub) DO UPDATE SET updatedAt = excluded.updatedAt, deleted = excluded.deleted,
    card = excluded.card
  WHERE profile_versions.deleted = 0
    AND (excluded.deleted = 1 OR excluded.updatedAt > profile_versions.updatedAt)`;

/** `card` is older than `kept`, or live where `kept` says the account is deleted. */
const isBehind = (card: ProfileCard, kept: ProfileCard): boolean =>
  card.updatedAt < kept.updatedAt || (kept.deleted && !card.deleted);

export class CardVersions {
  #olderIgnored = 0;

  constructor(private readonly db: SqlDatabase) {}

  /** The newest card seen of `pub`, or null. */
  async newest(pub: string): Promise<ProfileCard | null> {
    const row = await first<{ card: string }>(
      this.db,
      'SELECT card FROM profile_versions WHERE pub = ?',
      [pub],
    );
    if (!row) return null;
    try {
      return parseProfileCard(JSON.parse(row.card) as Canonical);
    } catch {
      return null;
    }
  }

  /** Records a verified card of `pub`; an older one than seen before is ignored and counted. */
  async admit(pub: string, card: ProfileCard): Promise<AdmittedCard> {
    const { changes } = await this.db.run(KEEP_NEWEST, [
      pub,
      card.updatedAt,
      card.deleted ? 1 : 0,
      JSON.stringify(card),
    ]);
    const kept = (await this.newest(pub)) ?? card;
    if (changes === 0 && isBehind(card, kept)) {
      this.#olderIgnored++;
      log('ignored an older card of %s (%d, newest seen %d)', pub, card.updatedAt, kept.updatedAt);
    }
    return { card: kept, fresh: changes > 0 };
  }

  stats(): CardVersionStats {
    return { olderIgnored: this.#olderIgnored };
  }
}

const publicProfile = (pub: string, card: ProfileCard): PublicProfile => {
  const { alias, avatar, signature, epub, deleted } = card;
  return { pub, alias, avatar, signature, epub, deleted };
};

/**
 * `pub`'s profile as this device should go by it: a deleted account without asking again, else
 * the relay's card unless an older one than seen before, else (nothing arrived) the newest seen.
 */
export async function readProfileForward(
  space: UserSpace,
  versions: CardVersions,
  pub: string,
  timeoutMs: number,
): Promise<PublicProfile | null> {
  const known = await versions.newest(pub);
  if (known?.deleted) return publicProfile(pub, known);
  const card = await space.readProfile(pub, timeoutMs);
  if (!card) return known && publicProfile(pub, known);
  return publicProfile(pub, (await versions.admit(pub, card)).card);
}

/** Follows `pub`'s card: each card that arrives is handed on as the newest seen at that point. */
export function followProfileForward(
  space: UserSpace,
  versions: CardVersions,
  pub: string,
  onCard: (card: ProfileCard) => void,
): () => void {
  let stopped = false;
  const stop = space.followProfile(pub, (card) => {
    versions.admit(pub, card).then(
      (admitted) => {
        if (!stopped) onCard(admitted.card);
      },
      (error: unknown) => log('card of %s not recorded: %o', pub, error),
    );
  });
  return () => {
    stopped = true;
    stop();
  };
}
