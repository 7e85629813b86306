/**
 * The exports this device has imported (PROTOCOL.md "Migration"), so that an export put back on
 * a relay after its removal (its own signatures and states, replayed) is refused: once taken, an
 * export stays gone. Each is kept as the SHA-256 of its owner and head label, which names no one,
 * in a table that outlives a logout.
 */
import { contentKey } from '../protocol/content-address.ts';
import { first, type SqlDatabase } from '../store/sql.ts';

const exportId = (owner: string, headLabel: string): Promise<string> =>
  contentKey(`meshtalk/v1/migration/taken\n${owner}\n${headLabel}`);

export class TakenExports {
  constructor(private readonly db: SqlDatabase) {}

  async has(owner: string, headLabel: string): Promise<boolean> {
    const id = await exportId(owner, headLabel);
    return (
      (await first(this.db, 'SELECT 1 FROM taken_exports WHERE exportId = ?', [id])) !== undefined
    );
  }

  async add(owner: string, headLabel: string, now: number): Promise<void> {
    await this.db.run('INSERT OR IGNORE INTO taken_exports (exportId, takenAt) VALUES (?, ?)', [
      await exportId(owner, headLabel),
      now,
    ]);
  }
}
