import { first, type SqlDatabase } from '../store/sql.ts';
import { isSealedBox, type SealedBox } from '../crypto/vault.ts';
import type { Canonical } from '../protocol/canonical.ts';
import type { ProfileCard } from './user-space.ts';
import { parseProfileCard } from './profile.ts';

/** What the device keeps of an account: public fields plus the key pair sealed by the password. */
export interface StoredAccount {
  pub: string;
  alias: string;
  avatar: string;
  epub: string;
  sealedKeyPair: SealedBox;
}

interface UserRow extends Record<string, string | number | null> {
  pubKey: string;
  alias: string | null;
  avatar: string | null;
  epub: string | null;
  encryptedKeyPair: string;
}

export async function saveAccount(
  db: SqlDatabase,
  account: StoredAccount,
  now: number,
): Promise<void> {
  // One account per device: importing or creating another replaces the previous one.
  await db.batch([
    { sql: 'DELETE FROM users WHERE pubKey <> ?', params: [account.pub] },
    {
      sql: `INSERT INTO users (pubKey, alias, avatar, epub, encryptedKeyPair, createdAt)
            VALUES (?, ?, ?, ?, ?, ?)
            ON CONFLICT(pubKey) DO UPDATE SET alias = excluded.alias, avatar = excluded.avatar,
              epub = excluded.epub, encryptedKeyPair = excluded.encryptedKeyPair`,
      params: [
        account.pub,
        account.alias,
        account.avatar,
        account.epub,
        JSON.stringify(account.sealedKeyPair),
        now,
      ],
    },
  ]);
}

export async function loadAccount(db: SqlDatabase): Promise<StoredAccount | null> {
  const row = await first<UserRow>(
    db,
    'SELECT pubKey, alias, avatar, epub, encryptedKeyPair FROM users WHERE encryptedKeyPair IS NOT NULL ORDER BY createdAt DESC LIMIT 1',
  );
  if (!row) return null;
  let sealed: unknown;
  try {
    sealed = JSON.parse(row.encryptedKeyPair);
  } catch {
    return null;
  }
  if (!isSealedBox(sealed)) return null;
  return {
    pub: row.pubKey,
    alias: row.alias ?? '',
    avatar: row.avatar ?? '',
    epub: row.epub ?? '',
    sealedKeyPair: sealed,
  };
}

/** The card this device last published or adopted for `pub`, or null. */
export async function loadProfileCard(db: SqlDatabase, pub: string): Promise<ProfileCard | null> {
  const row = await first<{ profileCard: string | null }>(
    db,
    'SELECT profileCard FROM users WHERE pubKey = ?',
    [pub],
  );
  if (!row?.profileCard) return null;
  try {
    return parseProfileCard(JSON.parse(row.profileCard) as Canonical);
  } catch {
    return null;
  }
}

/** Keeps `card` as this device's copy, and its alias and avatar as the account's. */
export async function saveProfileCard(
  db: SqlDatabase,
  pub: string,
  card: ProfileCard,
): Promise<void> {
  // A deletion card has no name or picture: the unlock screen keeps showing the last ones.
  await db.run(
    `UPDATE users SET profileCard = ?, alias = COALESCE(NULLIF(?, ''), alias),
      avatar = COALESCE(NULLIF(?, ''), avatar) WHERE pubKey = ?`,
    [JSON.stringify(card), card.alias, card.avatar, pub],
  );
}

export async function recordLogin(db: SqlDatabase, pub: string, now: number): Promise<void> {
  await db.run('UPDATE users SET lastLoginAt = ? WHERE pubKey = ?', [now, pub]);
}

/**
 * Hashes of the migration exports this device imported (PROTOCOL.md "Migration"): they name no
 * one, and outlive a logout so that a replayed export is still refused.
 */
const KEPT_BY_THE_DEVICE = ['taken_exports'];

/** Empties every table (logout and account deletion clear everything local), keeping the schema. */
export async function wipeLocalData(db: SqlDatabase): Promise<void> {
  const all = await db.all<{ name: string; sql: string | null }>(
    "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
  );
  const tables = all.filter((t) => !KEPT_BY_THE_DEVICE.includes(t.name));
  // Full-text tables keep shadow tables (name_data, name_idx, ...) that only the virtual table may touch.
  const virtual = tables
    .filter((t) => /^CREATE VIRTUAL TABLE/i.test(t.sql ?? ''))
    .map((t) => t.name);
  const plain = tables.filter((t) => !virtual.some((v) => t.name.startsWith(`${v}_`)));
  await db.batch(plain.map(({ name }) => ({ sql: `DELETE FROM "${name.replaceAll('"', '""')}"` })));
}
