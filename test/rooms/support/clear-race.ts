/**
 * Plays a newcomer's worst order out on its real database: every old message of the room is read
 * while no clear is known (its insert is held), then the clear is carried out, and only then are
 * the held messages written. So the race between reading the members' streams and counting the
 * votes happens every run, not one run in two.
 */
import type { SqlDatabase, SqlStatement } from '../../../src/core/store/sql.ts';

export interface ClearRace {
  /** Resolves once the clear is carried out and every held message's write has finished. */
  readonly played: Promise<void>;
}

const insertOf = (statements: readonly SqlStatement[], chatId: string) =>
  statements.find(
    (s) =>
      s.sql.includes('INSERT INTO messages') && Array.isArray(s.params) && s.params[0] === chatId,
  );

/** Holds `db`'s writes of `oldIds` (messages of `chatId`) until its clear has been carried out. */
export function raceClearAgainst(
  db: SqlDatabase,
  chatId: string,
  oldIds: readonly string[],
): ClearRace {
  const batch = db.batch.bind(db);
  const held = new Set<string>();
  const written = new Set<string>();
  let allHeld = (): void => undefined;
  const everyOldHeld = new Promise<void>((resolve) => (allHeld = resolve));
  let clearDone = (): void => undefined;
  const cleared = new Promise<void>((resolve) => (clearDone = resolve));
  let playedOut = (): void => undefined;
  const played = new Promise<void>((resolve) => (playedOut = resolve));

  db.batch = async (statements) => {
    const insert = insertOf(statements, chatId);
    const id = Array.isArray(insert?.params) ? String(insert.params[1]) : '';
    if (oldIds.includes(id)) {
      held.add(id);
      if (held.size === oldIds.length) allHeld();
      await cleared;
      try {
        await batch(statements);
      } finally {
        written.add(id);
        if (written.size === oldIds.length) playedOut();
      }
      return;
    }
    if (statements.some((s) => s.sql.includes('SET cleared_before'))) {
      await everyOldHeld;
      await batch(statements);
      clearDone();
      return;
    }
    await batch(statements);
  };
  return { played };
}
