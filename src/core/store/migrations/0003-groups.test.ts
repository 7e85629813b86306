import { afterEach, describe, expect, it } from 'vitest';
import { openAtVersion, tableNames } from '../../../../test/store/schema.ts';
import { migrate, schemaVersion } from '../migrate.ts';
import type { SqlDatabase } from '../sql.ts';

describe('migration 0003 groups', () => {
  let db: SqlDatabase;
  afterEach(() => db.close());

  it('adds the group tables on top of version 2', async () => {
    db = await openAtVersion(2);
    const before = await tableNames(db);
    expect(await migrate(db, { to: 3 })).toBe(3);
    expect(await schemaVersion(db)).toBe(3);
    const added = (await tableNames(db)).filter((name) => !before.includes(name));
    expect(added).toEqual(['group_members', 'group_messages', 'group_previews', 'groups']);
  });

  it('removes the members with their group and keeps members unique', async () => {
    db = await openAtVersion(3);
    await db.batch([
      { sql: "INSERT INTO groups VALUES ('g1', 'One', '{}', 1), ('g2', 'Two', '{}', 1)" },
      { sql: "INSERT INTO group_members (group_pub, member_pub) VALUES ('g1', 'a'), ('g2', 'a')" },
    ]);
    await expect(
      db.run("INSERT INTO group_members (group_pub, member_pub) VALUES ('g1', 'a')"),
    ).rejects.toThrow(/UNIQUE/);
    await db.run("DELETE FROM groups WHERE group_pub = 'g1'");
    expect(await db.all('SELECT group_pub, member_pub, role FROM group_members')).toEqual([
      { group_pub: 'g2', member_pub: 'a', role: 'member' },
    ]);
  });

  it('rejects members of a group that does not exist', async () => {
    db = await openAtVersion(3);
    await expect(
      db.run("INSERT INTO group_members (group_pub, member_pub) VALUES ('nope', 'a')"),
    ).rejects.toThrow(/FOREIGN KEY/);
  });

  it('is applied once however often migrate runs', async () => {
    db = await openAtVersion(3);
    expect(await migrate(db, { to: 3 })).toBe(3);
    expect(await schemaVersion(db)).toBe(3);
  });
});
