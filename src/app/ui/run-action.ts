import { debug } from '@core/util/log.ts';
import type { Result } from '@core/util/result.ts';
import type { Toast } from './use-toast.ts';

/**
 * How a run of an action goes, and what it says. An action may answer with a `Result`: its value is
 * the run's, and `{ ok: false }` is a refusal, said like a throw (the functions get its code) but
 * only noted in the log, never logged as a failure.
 */
export interface ActionOptions<R> {
  /** Names the action in the log line of a throw or a refusal ('clearing chat records'). */
  readonly what: string;
  /** Said in a success toast after the action; a function may have nothing to say. */
  readonly successText?: string | ((value: R) => string | undefined) | undefined;
  /**
   * Said in a danger toast after a refusal (a function gets its code) or a throw (what was
   * thrown). Without it, the caller says it (`onFailure`).
   */
  readonly failureText?: string | ((failure: unknown) => string);
  /** The failure toast's duration, where the spec asks for other than the default. */
  readonly failureDuration?: number;
  /** After a refusal (its code) or a throw, for a failure shown elsewhere (under the form). */
  readonly onFailure?: (failure: unknown) => void;
  /** Whether a throw is expected (an unreadable file, a picture that did not load): not logged. */
  readonly isExpected?: (error: unknown) => boolean;
  /** A run while another is in flight does nothing and resolves undefined (a double submit). */
  readonly exclusive?: boolean;
}

export interface ActionEffects {
  /** Whether a run is in flight, kept across runs; only `exclusive` reads it. */
  readonly running: { current: boolean };
  readonly setBusy: (busy: boolean) => void;
  readonly toast: Toast;
}

const log = debug('action');

const textOf = <V>(text: string | ((value: V) => string | undefined) | undefined, value: V) =>
  typeof text === 'function' ? text(value) : text;

/**
 * A `Result` as `ok()` and `err()` make it: exactly `{ ok, value }` or `{ ok, error }`. Anything
 * else with an `ok` field (an AI connection test's outcome) is a plain value.
 */
function isResult(value: unknown): value is Result<unknown, unknown> {
  if (typeof value !== 'object' || value === null || Object.keys(value).length !== 2) return false;
  if (!('ok' in value)) return false;
  return value.ok === true ? 'value' in value : value.ok === false && 'error' in value;
}

/** Says a refusal or a throw as the options ask. */
function sayFailure<R>(failure: unknown, options: ActionOptions<R>, toast: Toast): void {
  const text = textOf(options.failureText, failure);
  if (text) {
    const duration = options.failureDuration;
    toast(text, { color: 'danger', ...(duration === undefined ? {} : { duration }) });
  }
  options.onFailure?.(failure);
}

/**
 * Runs an action the way every screen does: busy while it runs, its success and failure said as
 * the options ask, a throw logged. Resolves with the action's value (a `Result`'s value), or
 * undefined after a refusal or a throw.
 */
export function runAction<V, E>(
  action: () => Promise<Result<V, E>>,
  options: ActionOptions<V>,
  effects: ActionEffects,
): Promise<V | undefined>;
export function runAction<R>(
  action: () => Promise<R>,
  options: ActionOptions<R>,
  effects: ActionEffects,
): Promise<R | undefined>;
export async function runAction(
  action: () => Promise<unknown>,
  options: ActionOptions<unknown>,
  { running, setBusy, toast }: ActionEffects,
): Promise<unknown> {
  if (options.exclusive && running.current) return undefined;
  running.current = true;
  setBusy(true);
  try {
    const outcome = await action();
    if (isResult(outcome) && !outcome.ok) {
      // The action's answer, not a fault: the code in one log line at most.
      log(`${options.what} refused: ${String(outcome.error)}`);
      sayFailure(outcome.error, options, toast);
      return undefined;
    }
    const value = isResult(outcome) && outcome.ok ? outcome.value : outcome;
    const success = textOf(options.successText, value);
    if (success) toast(success, { color: 'success' });
    return value;
  } catch (error) {
    if (!options.isExpected?.(error)) log(`${options.what} failed: %o`, error);
    sayFailure(error, options, toast);
    return undefined;
  } finally {
    running.current = false;
    setBusy(false);
  }
}
