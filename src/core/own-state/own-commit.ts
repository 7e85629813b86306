import type { SqlDatabase, SqlStatement } from '../store/sql.ts';
import type { OwnChange } from './own-item.ts';

/** Runs a local change and records its own-state items, in one transaction. */
export type OwnCommit = (
  me: string,
  statements: readonly SqlStatement[],
  changes: readonly OwnChange[],
) => Promise<void>;

/** Without own state (a device-only service), the local change alone. */
export const localCommit =
  (db: SqlDatabase): OwnCommit =>
  (_me, statements) =>
    db.batch(statements);
