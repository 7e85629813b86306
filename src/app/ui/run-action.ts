import { debug } from '../../core/util/log.ts';
import type { Toast } from './use-toast.ts';

export interface ActionOptions<R> {
  /** Names the action in the log line of a throw ('clearing chat records'). */
  readonly what: string;
  /** Said in a success toast after the action; a function may have nothing to say. */
  readonly successText?: string | ((value: R) => string | undefined) | undefined;
  /** Said in a danger toast after a throw. Without it, the caller says it (`onFailure`). */
  readonly failureText?: string | ((error: unknown) => string);
  /** The failure toast's duration, where the spec asks for other than the default. */
  readonly failureDuration?: number;
  /** After a throw, for a failure shown elsewhere than in a toast (an error under the form). */
  readonly onFailure?: (error: unknown) => void;
  /** Whether a throw is expected (a typed refusal, an unreadable file): said, but not logged. */
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
 * Runs an action the way every screen does: busy while it runs, its success and failure said as
 * the options ask, a throw logged. Resolves with the action's value, or undefined after a throw.
 */
export async function runAction<R>(
  action: () => Promise<R>,
  options: ActionOptions<R>,
  { running, setBusy, toast }: ActionEffects,
): Promise<R | undefined> {
  if (options.exclusive && running.current) return undefined;
  running.current = true;
  setBusy(true);
  try {
    const value = await action();
    const success = textOf(options.successText, value);
    if (success) toast(success, { color: 'success' });
    return value;
  } catch (error) {
    if (!options.isExpected?.(error)) log(`${options.what} failed: %o`, error);
    const failure = textOf(options.failureText, error);
    if (failure) {
      const duration = options.failureDuration;
      toast(failure, { color: 'danger', ...(duration === undefined ? {} : { duration }) });
    }
    options.onFailure?.(error);
    return undefined;
  } finally {
    running.current = false;
    setBusy(false);
  }
}
