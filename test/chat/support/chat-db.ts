/** A migrated in-memory database with the chat tables. */
import { migrate } from '../../../src/core/store/migrate.ts';
import { openMemoryDatabase } from '../../../src/core/store/node-sqlite.ts';
import type { SqlDatabase } from '../../../src/core/store/sql.ts';

export async function openChatDatabase(): Promise<SqlDatabase> {
  const db = await openMemoryDatabase();
  await migrate(db);
  return db;
}
