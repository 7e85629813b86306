import { afterEach, describe, expect, it } from 'vitest';
import { openAtVersion, tableNames } from '../../../../test/store/schema.ts';
import { migrate, schemaVersion } from '../migrate.ts';
import type { SqlDatabase } from '../sql.ts';

describe('migration 0004 settings and network', () => {
  let db: SqlDatabase;
  afterEach(() => db.close());

  it('adds the settings and network tables on top of version 3', async () => {
    db = await openAtVersion(3);
    const before = await tableNames(db);
    expect(await migrate(db, { to: 4 })).toBe(4);
    expect(await schemaVersion(db)).toBe(4);
    const added = (await tableNames(db)).filter((name) => !before.includes(name));
    expect(added).toEqual(['ai_settings', 'gun_nodes', 'modal_states', 'network_peers']);
  });

  it('keeps relay urls unique and enabled by default', async () => {
    db = await openAtVersion(4);
    const add = "INSERT INTO network_peers (url) VALUES ('https://relay.example/gun')";
    await db.run(add);
    await expect(db.run(add)).rejects.toThrow(/UNIQUE/);
    expect(await db.all('SELECT url, is_enabled FROM network_peers')).toEqual([
      { url: 'https://relay.example/gun', is_enabled: 1 },
    ]);
  });

  it('is applied once however often migrate runs', async () => {
    db = await openAtVersion(4);
    expect(await migrate(db, { to: 4 })).toBe(4);
    expect(await schemaVersion(db)).toBe(4);
  });
});
