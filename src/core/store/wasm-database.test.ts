import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DatabaseError, StorageFullError, toDatabaseError } from './errors.ts';
import { openMemoryDatabase } from './node-sqlite.ts';
import { first, type SqlDatabase } from './sql.ts';

describe('SqlDatabase on sqlite-wasm', () => {
  let db: SqlDatabase;
  beforeEach(async () => {
    db = await openMemoryDatabase();
    await db.run(
      'CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT UNIQUE, data BLOB, big INTEGER)',
    );
  });
  afterEach(() => db.close());

  it('binds positional and named parameters, with or without their prefix', async () => {
    const inserted = await db.run('INSERT INTO t (name) VALUES (?)', ['a']);
    expect(inserted).toEqual({ changes: 1, lastInsertRowid: 1 });
    await db.run('INSERT INTO t (name) VALUES (:name)', { name: 'b' });
    await db.run('INSERT INTO t (name) VALUES ($name)', { $name: 'c' });
    await db.run('INSERT INTO t (name) VALUES (@name)', { '@name': 'd' });
    const rows = await db.all('SELECT id, name FROM t WHERE id > :after ORDER BY id', { after: 1 });
    expect(rows).toEqual([
      { id: 2, name: 'b' },
      { id: 3, name: 'c' },
      { id: 4, name: 'd' },
    ]);
  });

  it('rejects a named parameter that has no value instead of binding NULL', async () => {
    await expect(db.run('INSERT INTO t (name) VALUES (:name)', { other: 'x' })).rejects.toThrow(
      /:name/,
    );
  });

  it('refuses several statements in one run or all instead of dropping all but the first', async () => {
    await expect(db.run("INSERT INTO t (name) VALUES ('a'); DELETE FROM t")).rejects.toThrow(
      /batch/,
    );
    expect(await db.all('SELECT count(*) AS n FROM t')).toEqual([{ n: 0 }]);
    expect(await db.all('SELECT 1 AS one; -- a trailing comment\n')).toEqual([{ one: 1 }]);
  });

  it('round-trips blobs, nulls and 64-bit integers', async () => {
    const bytes = new Uint8Array([0, 1, 255]);
    await db.run('INSERT INTO t (name, data, big) VALUES (?, ?, ?)', ['x', bytes, 2n ** 60n]);
    await db.run('INSERT INTO t (name) VALUES (?)', [null]);
    const row = await first(db, 'SELECT data, big FROM t WHERE name = ?', ['x']);
    expect(row).toEqual({ data: bytes, big: 2n ** 60n });
    expect(await first(db, 'SELECT name, data FROM t WHERE name IS NULL')).toEqual({
      name: null,
      data: null,
    });
  });

  it('reports no changes for a read through run', async () => {
    await db.run("INSERT INTO t (name) VALUES ('a')");
    expect(await db.run('SELECT * FROM t')).toEqual({ changes: 0, lastInsertRowid: 0 });
  });

  it('rolls back the whole batch when one statement fails, keeping earlier data', async () => {
    await db.run("INSERT INTO t (name) VALUES ('kept')");
    const failing = db.batch([
      { sql: 'INSERT INTO t (name) VALUES (?)', params: ['new'] },
      {
        sql: 'UPDATE t SET name = :name WHERE name = :old',
        params: { name: 'renamed', old: 'kept' },
      },
      { sql: 'INSERT INTO t (name) VALUES (?)', params: ['new'] },
    ]);
    await expect(failing).rejects.toThrow(/UNIQUE/);
    expect(await db.all('SELECT name FROM t')).toEqual([{ name: 'kept' }]);
    // The connection is usable afterwards: no transaction was left open.
    await db.batch([{ sql: "INSERT INTO t (name) VALUES ('after')" }]);
    expect(await db.all('SELECT name FROM t ORDER BY id')).toEqual([
      { name: 'kept' },
      { name: 'after' },
    ]);
  });

  it('wraps SQLite failures in DatabaseError with the original as cause', async () => {
    const error: unknown = await db.all('SELECT * FROM missing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseError);
    expect((error as DatabaseError).cause).toBeInstanceOf(Error);
    expect((error as DatabaseError).code).toBe(1);
  });

  it('exports a valid SQLite file that holds the data', async () => {
    await db.run("INSERT INTO t (name) VALUES ('exported')");
    const bytes = await db.export();
    expect(new TextDecoder().decode(bytes.subarray(0, 16))).toBe('SQLite format 3\0');
    expect(new TextDecoder().decode(bytes)).toContain('exported');
  });

  it('runs a statement again after it failed, after the table changed, and with fresh values', async () => {
    const insert = 'INSERT INTO t (name) VALUES (?)';
    await db.run(insert, ['a']);
    await expect(db.run(insert, ['a'])).rejects.toThrow(/UNIQUE/);
    await db.run(insert, ['b']);
    const read = 'SELECT * FROM t WHERE name = ?';
    expect(await first(db, read, ['a'])).not.toHaveProperty('extra');
    await db.run('-- a column the kept read lacks\nALTER TABLE t ADD COLUMN extra TEXT');
    await db.run('UPDATE t SET extra = ? WHERE name = ?', ['x', 'a']);
    expect(await first(db, read, ['a'])).toMatchObject({ name: 'a', extra: 'x' });
    // A value bound for the last run is not bound again.
    expect(await db.all('SELECT ? AS v', [1])).toEqual([{ v: 1 }]);
    expect(await db.all('SELECT ? AS v')).toEqual([{ v: null }]);
    // No statement kept for later holds the table.
    await db.run('DROP TABLE t');
  });

  it('enforces foreign keys', async () => {
    expect(await first(db, 'PRAGMA foreign_keys')).toEqual({ foreign_keys: 1 });
  });
});

describe('toDatabaseError', () => {
  it('maps SQLITE_FULL and browser quota errors to StorageFullError', () => {
    const full = Object.assign(new Error('database or disk is full'), { resultCode: 13 });
    const quota = new DOMException('quota', 'QuotaExceededError');
    for (const cause of [full, quota]) {
      const mapped = toDatabaseError(cause);
      expect(mapped).toBeInstanceOf(StorageFullError);
      expect(mapped.cause).toBe(cause);
    }
  });

  it('maps other failures to DatabaseError and leaves DatabaseErrors alone', () => {
    const mapped = toDatabaseError(new Error('boom'));
    expect(mapped).not.toBeInstanceOf(StorageFullError);
    expect(mapped.message).toBe('boom');
    expect(toDatabaseError(mapped)).toBe(mapped);
  });
});
