import { migrate } from '../../src/core/store/migrate.ts';
import { openMemoryDatabase } from '../../src/core/store/node-sqlite.ts';
import type { SqlDatabase } from '../../src/core/store/sql.ts';

/** A fresh in-memory database migrated to exactly `version`. */
export async function openAtVersion(version: number): Promise<SqlDatabase> {
  const db = await openMemoryDatabase();
  await migrate(db, { to: version });
  return db;
}

export async function tableNames(db: SqlDatabase): Promise<string[]> {
  const rows = await db.all<{ name: string }>(
    "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
  );
  return rows.map((row) => row.name);
}

export async function columnNames(db: SqlDatabase, table: string): Promise<string[]> {
  const rows = await db.all<{ name: string }>('SELECT name FROM pragma_table_info(?)', [table]);
  return rows.map((row) => row.name);
}

export async function indexNames(db: SqlDatabase, table: string): Promise<string[]> {
  const rows = await db.all<{ name: string }>(
    "SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL",
    [table],
  );
  return rows.map((row) => row.name);
}

/** EXPLAIN QUERY PLAN's detail lines, to check a query uses the index it is meant to. */
export async function queryPlan(db: SqlDatabase, sql: string): Promise<string> {
  const rows = await db.all<{ detail: string }>(`EXPLAIN QUERY PLAN ${sql}`);
  return rows.map((row) => row.detail).join('\n');
}
