import { describe, expect, it } from 'vitest';
import { DatabaseError } from './errors.ts';
import { schemaVersion, SCHEMA_VERSION } from './migrate.ts';
import { openMemoryDatabase } from './node-sqlite.ts';
import { isSqliteFile } from './wasm-snapshot.ts';

describe('in-memory database from a snapshot', () => {
  it('continues from an exported file and can grow past its original size', async () => {
    const original = await openMemoryDatabase({ migrate: true });
    await original.run("INSERT INTO credentials (key, value) VALUES ('a', '1')");
    const snapshot = await original.export();
    await original.close();

    const restored = await openMemoryDatabase({ snapshot });
    expect(await schemaVersion(restored)).toBe(SCHEMA_VERSION);
    expect(await restored.all('SELECT key, value FROM credentials')).toEqual([
      { key: 'a', value: '1' },
    ]);
    const blob = new Uint8Array(256 * 1024).fill(7);
    await restored.run("INSERT INTO credentials (key, value) VALUES ('big', ?)", [blob]);
    const grown = await restored.export();
    // Pages freed by migrations are reused first, so it grows by less than the blob.
    expect(grown.length).toBeGreaterThan(snapshot.length);
    expect(isSqliteFile(grown)).toBe(true);
    await restored.close();
    const again = await openMemoryDatabase({ snapshot: grown });
    const rows = await again.all<{ n: number }>(
      "SELECT length(value) AS n FROM credentials WHERE key = 'big'",
    );
    expect(rows).toEqual([{ n: blob.length }]);
    await again.close();
  });

  it('refuses bytes that are not an SQLite file instead of starting empty', async () => {
    const garbage = new TextEncoder().encode('definitely not a database, just some text');
    await expect(openMemoryDatabase({ snapshot: garbage })).rejects.toBeInstanceOf(DatabaseError);
  });
});
