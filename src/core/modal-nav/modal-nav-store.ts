/** The Me page modal's navigation, saved per user in `modal_states` (survives a reload). */
import type { SqlDatabase } from '../store/sql.ts';
import {
  backSubPage,
  closeSubPages,
  openSubPage,
  restoreModalNav,
  type ModalNavState,
} from './modal-history.ts';

type Row = {
  currentComponent: string | null;
  componentHistory: string | null;
  updatedAt: number | null;
};

function parseHistory(text: string | null): unknown {
  if (text === null) return [];
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return [];
  }
}

export class ModalNavStore {
  /** One change at a time, so quick taps apply in order on what the one before saved. */
  #queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: SqlDatabase,
    private readonly now: () => number = Date.now,
  ) {}

  /** The user's saved state; closed when there is none. */
  async load(userPub: string): Promise<ModalNavState> {
    const rows = await this.db.all<Row>(
      'SELECT currentComponent, componentHistory, updatedAt FROM modal_states WHERE userPub = ?',
      [userPub],
    );
    const row = rows[0];
    if (!row) return restoreModalNav(null, [], 0);
    return restoreModalNav(row.currentComponent, parseHistory(row.componentHistory), row.updatedAt);
  }

  async save(userPub: string, state: ModalNavState): Promise<void> {
    await this.db.run(
      `INSERT INTO modal_states (userPub, currentComponent, componentHistory, updatedAt)
       VALUES (?, ?, ?, ?)
       ON CONFLICT(userPub) DO UPDATE SET currentComponent = excluded.currentComponent,
         componentHistory = excluded.componentHistory, updatedAt = excluded.updatedAt`,
      [userPub, state.current, JSON.stringify(state.history), state.updatedAt],
    );
  }

  /** Opens a sub-page (pushes the one on show); resolves to the saved state. */
  open(userPub: string, component: string): Promise<ModalNavState> {
    return this.#change(userPub, (state, now) => openSubPage(state, component, now));
  }

  /** Back (pops the history; with none left the modal closes); resolves to the saved state. */
  back(userPub: string): Promise<ModalNavState> {
    return this.#change(userPub, backSubPage);
  }

  /** Closes the modal and forgets its history. */
  close(userPub: string): Promise<ModalNavState> {
    return this.#change(userPub, (_state, now) => closeSubPages(now));
  }

  #change(
    userPub: string,
    step: (state: ModalNavState, now: number) => ModalNavState,
  ): Promise<ModalNavState> {
    const next = this.#queue.then(async () => {
      const before = await this.load(userPub);
      const after = step(before, this.now());
      if (after !== before) await this.save(userPub, after);
      return after;
    });
    this.#queue = next.catch(() => undefined);
    return next;
  }
}
