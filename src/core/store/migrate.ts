import { DatabaseError } from './errors.ts';
import { migrations as allMigrations, type Migration } from './migrations/index.ts';
import { first, type SqlDatabase } from './sql.ts';

/**
 * The schema version this code writes and understands. The spec's schema is version 5; later
 * migrations add Meshtalk's own tables.
 */
export const SCHEMA_VERSION = allMigrations.length;

export async function schemaVersion(db: SqlDatabase): Promise<number> {
  const row = await first<{ user_version: number }>(db, 'PRAGMA user_version');
  return row?.user_version ?? 0;
}

export interface MigrateOptions {
  /** Stop at this version instead of the latest (tests that apply one migration at a time). */
  to?: number;
  migrations?: readonly Migration[];
}

/**
 * Applies the pending migrations in order, all in one transaction together with the final
 * `PRAGMA user_version` bump: a first open creates the whole schema in one commit (and one
 * snapshot save in the browser), and a failed step leaves the database at the version it had.
 * Returns the version reached.
 */
export async function migrate(db: SqlDatabase, options: MigrateOptions = {}): Promise<number> {
  const migrations = options.migrations ?? allMigrations;
  const latest = migrations.length;
  const target = options.to ?? latest;
  migrations.forEach((m, i) => {
    if (m.version !== i + 1) throw new DatabaseError(`Migration ${m.name} is out of order`);
  });
  const current = await schemaVersion(db);
  if (current > latest) {
    // Written by a newer app version: guessing at its schema could corrupt it.
    throw new DatabaseError(`Database schema ${current} is newer than this app (${latest})`);
  }
  const pending = migrations.slice(current, target);
  const last = pending.at(-1);
  if (!last) return current;
  await db.batch([
    ...pending.flatMap((migration) => migration.up.map((sql) => ({ sql }))),
    { sql: `PRAGMA user_version = ${last.version}` },
  ]);
  return last.version;
}
