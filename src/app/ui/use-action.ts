import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { runAction, type ActionOptions } from './run-action.ts';
import { useToast } from './use-toast.ts';

export type { ActionOptions } from './run-action.ts';

export interface Action<A extends unknown[], R> {
  /** Resolves with the action's value, or undefined after a throw (already said and logged). */
  readonly run: (...args: A) => Promise<R | undefined>;
  readonly busy: boolean;
}

/**
 * The one way screens run an action: see `runAction`. `action` and `options` may be new on every
 * render; `run` always calls the newest, so it stays the same function while the toast does.
 */
export function useAction<A extends unknown[], R>(
  action: (...args: A) => Promise<R>,
  options: ActionOptions<R>,
): Action<A, R> {
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
