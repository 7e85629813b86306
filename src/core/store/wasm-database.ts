import type { Database, PreparedStatement, Sqlite3Static } from '@sqlite.org/sqlite-wasm';
import { DatabaseError, toDatabaseError } from './errors.ts';
import type { SqlDatabase, SqlParams, SqlRow, SqlStatement, SqlValue } from './sql.ts';

export interface WasmDatabaseOptions {
  /** Called after anything that may have changed data; the browser's snapshot tiers persist then. */
  onWrite?: () => void;
}

const STEP_WARNING = 'sqlite3_step() rc=';

/** sqlite-wasm logs every failing step before throwing; the thrown error already says it all. */
export function silenceStepWarnings(sqlite3: Sqlite3Static): void {
  const warn = sqlite3.config.warn;
  if ((warn as { quiet?: boolean }).quiet) return;
  const quiet = (...args: unknown[]): void => {
    if (args[0] !== STEP_WARNING) warn(...args);
  };
  sqlite3.config.warn = Object.assign(quiet, { quiet: true });
}

function isPositional(params: SqlParams): params is readonly SqlValue[] {
  return Array.isArray(params);
}

/** Named parameters may be given with or without their prefix: `{ id: 1 }` binds `:id`/`$id`/`@id`. */
function bindParams(sqlite3: Sqlite3Static, stmt: PreparedStatement, params?: SqlParams): void {
  if (params === undefined) return;
  if (isPositional(params)) {
    if (params.length > 0) stmt.bind([...params]);
    return;
  }
  for (let index = 1; index <= stmt.parameterCount; index++) {
    const name = sqlite3.capi.sqlite3_bind_parameter_name(stmt, index);
    const key =
      name === null ? undefined : [name, name.slice(1)].find((k) => Object.hasOwn(params, k));
    if (key === undefined) {
      throw new DatabaseError(`No value for SQL parameter ${name ?? `?${index}`}`);
    }
    stmt.bind(index, params[key] ?? null);
  }
}

/**
 * Compiled statements kept per connection, most recently used last. The app runs a few dozen
 * statements over and over, and compiling one took about as long as running it.
 */
const KEPT_STATEMENTS = 100;

/** A statement that changes the schema: a kept statement would go on with the old columns. */
const SCHEMA_CHANGE = /^(?:\s|--[^\n]*\n|\/\*[\s\S]*?\*\/)*(?:CREATE|ALTER|DROP)\b/i;

const IGNORABLE_TAIL = /^(?:\s|;|--[^\n]*|\/\*[\s\S]*?\*\/)*$/;

/** prepare() compiles only the first statement and would silently drop the rest. */
function assertSingleStatement(sqlite3: Sqlite3Static, stmt: PreparedStatement, sql: string): void {
  const compiled = sqlite3.capi.sqlite3_sql(stmt);
  const tail = compiled === null ? '' : sql.slice(compiled.length);
  if (!IGNORABLE_TAIL.test(tail)) {
    throw new DatabaseError('run() and all() take one statement; use batch() for several');
  }
}

/**
 * The one SqlDatabase implementation on top of an sqlite-wasm `oo1.DB`, shared by Node (tests,
 * tools) and the browser worker so both run the same code paths.
 */
export function wrapWasmDatabase(
  sqlite3: Sqlite3Static,
  db: Database,
  options: WasmDatabaseOptions = {},
): SqlDatabase {
  const { capi } = sqlite3;
  silenceStepWarnings(sqlite3);
  // Per connection, and a no-op inside a transaction: set it once, right at open.
  db.exec('PRAGMA foreign_keys = ON');

  const wrote = (): void => options.onWrite?.();
  const statements = new Map<string, PreparedStatement>();

  function compiled(sql: string): PreparedStatement {
    const known = statements.get(sql);
    if (known) {
      statements.delete(sql);
      statements.set(sql, known);
      return known;
    }
    const stmt = db.prepare(sql);
    try {
      assertSingleStatement(sqlite3, stmt, sql);
    } catch (error) {
      stmt.finalize();
      throw error;
    }
    statements.set(sql, stmt);
    if (statements.size > KEPT_STATEMENTS) drop(statements.keys().next().value ?? sql);
    return stmt;
  }

  function drop(sql: string): void {
    statements.get(sql)?.finalize();
    statements.delete(sql);
  }

  function dropAll(): void {
    for (const sql of [...statements.keys()]) drop(sql);
  }

  /** Runs one statement to completion; returns its rows (when asked) and whether it could write. */
  function execute(sql: string, params: SqlParams | undefined, collect: boolean) {
    const stmt = compiled(sql);
    let completed = false;
    try {
      bindParams(sqlite3, stmt, params);
      const names = collect ? stmt.getColumnNames() : [];
      const rows: SqlRow[] = [];
      while (stmt.step()) {
        if (!collect) continue;
        const values = stmt.get([]);
        const row: SqlRow = {};
        names.forEach((column, i) => (row[column] = (values[i] ?? null) as SqlValue));
        rows.push(row);
      }
      completed = true;
      return { rows, writes: capi.sqlite3_stmt_readonly(stmt) === 0 };
    } finally {
      // A statement whose step failed is compiled afresh next time rather than reset: its reset
      // would throw the step's error again.
      if (completed) stmt.reset(true);
      else drop(sql);
      if (SCHEMA_CHANGE.test(sql)) dropAll();
    }
  }

  function runBatch(statements: readonly SqlStatement[]): void {
    if (statements.length === 0) return;
    db.exec('BEGIN');
    try {
      for (const { sql, params } of statements) execute(sql, params, false);
      db.exec('COMMIT');
    } catch (error) {
      // Some failures (SQLITE_FULL, I/O errors) already rolled the transaction back.
      if (capi.sqlite3_get_autocommit(db) === 0) db.exec('ROLLBACK');
      throw error;
    }
    wrote();
  }

  /** Runs synchronous SQLite work behind the async interface, with errors mapped. */
  function guard<T>(work: () => T): Promise<T> {
    try {
      return Promise.resolve(work());
    } catch (error) {
      return Promise.reject(toDatabaseError(error));
    }
  }

  return {
    run: (sql, params) =>
      guard(() => {
        const { writes } = execute(sql, params, false);
        if (!writes) return { changes: 0, lastInsertRowid: 0 };
        wrote();
        return {
          changes: db.changes(),
          lastInsertRowid: Number(capi.sqlite3_last_insert_rowid(db)),
        };
      }),
    all: <T extends SqlRow = SqlRow>(sql: string, params?: SqlParams) =>
      guard(() => {
        const { rows, writes } = execute(sql, params, true);
        if (writes) wrote();
        return rows as T[];
      }),
    batch: (statements) => guard(() => runBatch(statements)),
    export: () => guard(() => capi.sqlite3_js_db_export(db)),
    close: () =>
      guard(() => {
        dropAll();
        db.close();
      }),
  };
}
