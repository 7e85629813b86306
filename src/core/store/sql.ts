/** A bound SQL parameter. Uint8Array maps to BLOB. */
export type SqlValue = string | number | bigint | Uint8Array | null;
export type SqlParams = readonly SqlValue[] | Readonly<Record<string, SqlValue>>;
export type SqlRow = Record<string, SqlValue>;

export interface SqlStatement {
  sql: string;
  params?: SqlParams;
}

/**
 * A condition (SQL and its parameters) for a WHERE clause: which rows a statement touches, or
 * whether it changes anything at all, checked in its own transaction.
 */
export interface SqlCondition {
  readonly sql: string;
  readonly params: readonly SqlValue[];
}

/**
 * The one query interface core uses. The browser runs SQLite in a worker, so every call is async.
 * `batch` runs its statements in one transaction: all of them or none.
 */
export interface SqlDatabase {
  run(sql: string, params?: SqlParams): Promise<{ changes: number; lastInsertRowid: number }>;
  all<T extends SqlRow = SqlRow>(sql: string, params?: SqlParams): Promise<T[]>;
  batch(statements: readonly SqlStatement[]): Promise<void>;
  /** The whole database file as bytes (backups, migration, and checks that nothing leaks). */
  export(): Promise<Uint8Array>;
  close(): Promise<void>;
}

export async function first<T extends SqlRow>(
  db: SqlDatabase,
  sql: string,
  params?: SqlParams,
): Promise<T | undefined> {
  const rows = await db.all<T>(sql, params);
  return rows[0];
}

/** `?,?,…`: one placeholder per value of an `IN (…)` list. */
export const placeholders = (n: number): string => Array.from({ length: n }, () => '?').join(',');
