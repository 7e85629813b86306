/** Another context still holds the pool's access handles (a page that is just closing). */
export const BUSY_ERRORS: ReadonlySet<string> = new Set([
  'NoModificationAllowedError',
  'InvalidStateError',
]);
/** OPFS exists but this context may not use it (private browsing): the next tier is used. */
export const UNUSABLE_ERRORS: ReadonlySet<string> = new Set([
  'SecurityError',
  'NotSupportedError',
  'NotAllowedError',
]);

/** The logging routines sqlite-wasm takes through `sqlite3ApiConfig` (the console's by default). */
export interface SqliteLogConfig {
  error: (...args: unknown[]) => void;
  warn: (...args: unknown[]) => void;
  log: (...args: unknown[]) => void;
  debug: (...args: unknown[]) => void;
}

/** An error the library reported while the database was being opened, which the opener handles. */
export interface ExpectedFailure {
  reason: 'busy' | 'unusable';
  /** The error's class and text only: it crosses postMessage. */
  error: { name: string; message: string };
  /** Busy failures reported so far, this one included. */
  busyCount: number;
}

/** The error among a log call's arguments, when it is one the opener expects. */
function expected(
  args: readonly unknown[],
): { reason: ExpectedFailure['reason']; error: Error } | null {
  const error = args.find((arg): arg is Error => arg instanceof Error);
  if (error && BUSY_ERRORS.has(error.name)) return { reason: 'busy', error };
  if (error && UNUSABLE_ERRORS.has(error.name)) return { reason: 'unusable', error };
  return null;
}

/**
 * sqlite-wasm's logger. The opfs-sahpool VFS reports each failed initialisation as an error,
 * including a database still held by the page before this one (a reload), which the opener
 * retries. While the database opens, those busy (and OPFS-unusable) errors go to `onExpected`
 * instead, busy ones counted; everything else, and any error after the open, goes to `out` as
 * the library said it.
 */
export class SqliteLog {
  #opening = 0;
  #busyCount = 0;

  constructor(
    private readonly out: SqliteLogConfig,
    private readonly onExpected: (failure: ExpectedFailure) => void,
  ) {}

  /** Busy failures reported while opening, in this worker's life. */
  get busyCount(): number {
    return this.#busyCount;
  }

  /** Runs `open`, during which the library's busy and unusable errors are expected. */
  async whileOpening<T>(open: () => Promise<T>): Promise<T> {
    this.#opening++;
    try {
      return await open();
    } finally {
      this.#opening--;
    }
  }

  /** What to set as `globalThis.sqlite3ApiConfig` before sqlite-wasm loads. */
  readonly config: SqliteLogConfig = {
    error: (...args) => {
      const found = this.#opening > 0 ? expected(args) : null;
      if (!found) return this.out.error(...args);
      const { reason, error } = found;
      if (reason === 'busy') this.#busyCount++;
      const busyCount = this.#busyCount;
      this.onExpected({ reason, error: { name: error.name, message: error.message }, busyCount });
    },
    warn: (...args) => this.out.warn(...args),
    log: (...args) => this.out.log(...args),
    debug: (...args) => this.out.debug(...args),
  };
}
