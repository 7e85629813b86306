import { afterEach, describe, expect, it } from 'vitest';
import { clearLogLines, recentLogLines } from '../../core/util/log.ts';
import { runAction, type ActionOptions } from './run-action.ts';
import type { ToastOptions } from './use-toast.ts';

/** Effects that record what a run did: busy changes and toasts, in order. */
function recorder() {
  const events: string[] = [];
  const effects = {
    running: { current: false },
    setBusy: (busy: boolean) => events.push(`busy ${busy}`),
    toast: (message: string, options?: ToastOptions) =>
      events.push(
        `toast ${options?.color ?? 'plain'} ${options?.duration ?? 'default'} ${message}`,
      ),
  };
  return { events, effects };
}

const failing = () => Promise.reject(new TypeError('offline'));

describe('runAction', () => {
  afterEach(clearLogLines);

  it('is busy while the action runs and resolves with its value, said as a success', async () => {
    const { events, effects } = recorder();
    const options: ActionOptions<number> = { what: 'counting', successText: (n) => `${n} counted` };
    const value = await runAction(() => Promise.resolve(3), options, effects);
    expect(value).toBe(3);
    expect(events).toEqual(['busy true', 'toast success default 3 counted', 'busy false']);
  });

  it('says nothing where the success text is empty', async () => {
    const { events, effects } = recorder();
    await runAction(
      () => Promise.resolve(0),
      { what: 'counting', successText: () => undefined },
      effects,
    );
    expect(events).toEqual(['busy true', 'busy false']);
  });

  it('resolves undefined after a throw, logs it, says the failure and is no longer busy', async () => {
    const { events, effects } = recorder();
    const options = { what: 'clearing', failureText: 'Clearing failed', failureDuration: 5_000 };
    expect(await runAction(failing, options, effects)).toBeUndefined();
    expect(events).toEqual(['busy true', 'toast danger 5000 Clearing failed', 'busy false']);
    expect(recentLogLines().map((line) => line.text)).toEqual(['clearing failed: [TypeError]']);
    expect(effects.running.current).toBe(false);
  });

  it('leaves a failure without a text to the caller', async () => {
    const { events, effects } = recorder();
    const failures: unknown[] = [];
    await runAction(
      failing,
      { what: 'saving', onFailure: (error) => failures.push(error) },
      effects,
    );
    expect(events).toEqual(['busy true', 'busy false']);
    expect(failures).toEqual([new TypeError('offline')]);
  });

  it('does not log an expected failure', async () => {
    const { effects } = recorder();
    const isExpected = (error: unknown) => error instanceof TypeError;
    await runAction(failing, { what: 'sending', failureText: 'Not sent', isExpected }, effects);
    expect(recentLogLines()).toEqual([]);
  });

  it('words the failure from the error when asked', async () => {
    const { events, effects } = recorder();
    const failureText = (error: unknown) => `failed: ${(error as Error).message}`;
    await runAction(failing, { what: 'testing', failureText }, effects);
    expect(events).toContain('toast danger default failed: offline');
  });

  it('ignores a second exclusive run while one is in flight, and allows one after', async () => {
    const { effects } = recorder();
    let finish: (value: string) => void = () => undefined;
    const slow = () => new Promise<string>((resolve) => (finish = resolve));
    const options = { what: 'signing in', exclusive: true };
    const first = runAction(slow, options, effects);
    expect(await runAction(() => Promise.resolve('second'), options, effects)).toBeUndefined();
    finish('first');
    expect(await first).toBe('first');
    expect(await runAction(() => Promise.resolve('third'), options, effects)).toBe('third');
  });

  it('runs actions side by side unless exclusive', async () => {
    const { effects } = recorder();
    let finish: (value: string) => void = () => undefined;
    const first = runAction(
      () => new Promise<string>((resolve) => (finish = resolve)),
      { what: 'sending' },
      effects,
    );
    expect(await runAction(() => Promise.resolve('second'), { what: 'sending' }, effects)).toBe(
      'second',
    );
    finish('first');
    expect(await first).toBe('first');
  });
});
