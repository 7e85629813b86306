import { first, type SqlDatabase } from '../store/sql.ts';
import { isSealedBox, type SealedBox } from '../crypto/vault.ts';

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

export async function updateAccountProfile(
  db: SqlDatabase,
  pub: string,
  fields: { alias: string; avatar: string },
): Promise<void> {
  await db.run('UPDATE users SET alias = ?, avatar = ? WHERE pubKey = ?', [
    fields.alias,
    fields.avatar,
    pub,
  ]);
}

export async function recordLogin(db: SqlDatabase, pub: string, now: number): Promise<void> {
  await db.run('UPDATE users SET lastLoginAt = ? WHERE pubKey = ?', [now, pub]);
}

/** Empties every table (logout and account deletion clear everything local), keeping the schema. */
export async function wipeLocalData(db: SqlDatabase): Promise<void> {
  const tables = await db.all<{ name: string; sql: string | null }>(
    "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
  );
  // Full-text tables keep shadow tables (name_data, name_idx, ...) that only the virtual table may touch.
  const virtual = tables
    .filter((t) => /^CREATE VIRTUAL TABLE/i.test(t.sql ?? ''))
    .map((t) => t.name);
  const plain = tables.filter((t) => !virtual.some((v) => t.name.startsWith(`${v}_`)));
  await db.batch(plain.map(({ name }) => ({ sql: `DELETE FROM "${name.replaceAll('"', '""')}"` })));
}
