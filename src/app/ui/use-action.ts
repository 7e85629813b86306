import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { Result } from '@core/util/result.ts';
import { runAction, type ActionOptions } from './run-action.ts';
import { useToast } from './use-toast.ts';

export type { ActionOptions } from './run-action.ts';

export interface Action<A extends unknown[], R> {
  /** Resolves with the action's value, or undefined after a refusal or a throw (already said). */
  readonly run: (...args: A) => Promise<R | undefined>;
  readonly busy: boolean;
}

/**
 * The one way screens run an action: see `runAction`. An action answering with a `Result` runs to
 * its value; its refusal is said, not logged. `action` and `options` may be new on every render;
 * `run` always calls the newest, so it stays the same function while the toast does.
 */
export function useAction<A extends unknown[], V, E>(
  action: (...args: A) => Promise<Result<V, E>>,
  options: ActionOptions<V>,
): Action<A, V>;
export function useAction<A extends unknown[], R>(
  action: (...args: A) => Promise<R>,
  options: ActionOptions<R>,
): Action<A, R>;
export function useAction<A extends unknown[]>(
  action: (...args: A) => Promise<unknown>,
  options: ActionOptions<unknown>,
): Action<A, unknown> {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const latest = useRef({ action, options });
  useLayoutEffect(() => {
    latest.current = { action, options };
  });

  const run = useCallback(
    (...args: A) => {
      const { action, options } = latest.current;
      return runAction(() => action(...args), options, { running, setBusy, toast });
    },
    [toast],
  );
  return { run, busy };
}
