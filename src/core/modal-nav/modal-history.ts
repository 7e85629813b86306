/**
 * The Me page's full-screen modal: which sub-page it shows and the ones opened before it. Opening a
 * sub-page pushes the one on show onto the history, Back pops it, closing forgets both.
 * Sub-pages are named by the app (route ids); the history here only keeps their order.
 */
export interface ModalNavState {
  /** The sub-page on show; null while the modal is closed. */
  readonly current: string | null;
  /** Sub-pages opened before the current one, oldest first. */
  readonly history: readonly string[];
  readonly updatedAt: number;
}

export const CLOSED_MODAL: ModalNavState = { current: null, history: [], updatedAt: 0 };

/** The longest history kept: the oldest entries go first. */
export const MAX_MODAL_HISTORY = 50;
/** A sub-page name longer than this is not one of the app's. */
export const MAX_COMPONENT_CHARS = 64;

const isComponent = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_COMPONENT_CHARS;

/** Opens `component`: the sub-page on show goes onto the history. Opening the one on show does nothing. */
export function openSubPage(state: ModalNavState, component: string, now: number): ModalNavState {
  if (!isComponent(component))
    throw new RangeError(`Not a sub-page name: ${JSON.stringify(component)}`);
  if (state.current === component) return state;
  const history = state.current === null ? state.history : [...state.history, state.current];
  return { current: component, history: history.slice(-MAX_MODAL_HISTORY), updatedAt: now };
}

/** Back: the last sub-page of the history is on show again; with none left the modal closes. */
export function backSubPage(state: ModalNavState, now: number): ModalNavState {
  if (state.history.length === 0) return closeSubPages(now);
  return {
    current: state.history.at(-1) ?? null,
    history: state.history.slice(0, -1),
    updatedAt: now,
  };
}

/** Closes the modal and forgets its history. */
export function closeSubPages(now: number): ModalNavState {
  return { current: null, history: [], updatedAt: now };
}

/**
 * A stored state read back, whatever it holds: names that are not strings of the right length are
 * dropped, and a history without a current sub-page is no history.
 */
export function restoreModalNav(
  current: unknown,
  history: unknown,
  updatedAt: unknown,
): ModalNavState {
  const when = typeof updatedAt === 'number' && Number.isFinite(updatedAt) ? updatedAt : 0;
  if (!isComponent(current)) return { ...CLOSED_MODAL, updatedAt: when };
  const list = Array.isArray(history) ? history.filter(isComponent) : [];
  return { current, history: list.slice(-MAX_MODAL_HISTORY), updatedAt: when };
}
