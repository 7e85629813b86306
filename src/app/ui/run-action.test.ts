import { afterEach, describe, expect, it } from 'vitest';
import { clearLogLines, recentLogLines } from '@core/util/log.ts';
import { err, ok, type Result } from '@core/util/result.ts';
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

/** What actions logged (another file's code in the same worker may log too). */
const actionLines = () =>
  recentLogLines()
    .filter(({ namespace }) => namespace === 'action')
    .map(({ text }) => text);

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
    expect(actionLines()).toEqual(['clearing failed: [TypeError]']);
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
    expect(actionLines()).toEqual([]);
  });

  it('words the failure from the error when asked', async () => {
    const { events, effects } = recorder();
    const failureText = (error: unknown) => `failed: ${(error as Error).message}`;
    await runAction(failing, { what: 'testing', failureText }, effects);
    expect(events).toContain('toast danger default failed: offline');
  });

  it('resolves with the value of an accepted Result, said as a success', async () => {
    const { events, effects } = recorder();
    const options: ActionOptions<number> = { what: 'counting', successText: (n) => `${n} counted` };
    expect(await runAction(() => Promise.resolve(ok(3)), options, effects)).toBe(3);
    expect(events).toEqual(['busy true', 'toast success default 3 counted', 'busy false']);
    expect(actionLines()).toEqual([]);
  });

  it('says a refusal with its code, notes the code in the log and resolves undefined', async () => {
    const { events, effects } = recorder();
    const codes: unknown[] = [];
    const refused = () => Promise.resolve(err('not-a-friend' as const));
    const options = {
      what: 'sending',
      successText: 'Sent',
      failureText: (code: unknown) => `refused: ${String(code)}`,
      failureDuration: 2_000,
      onFailure: (code: unknown) => codes.push(code),
    };
    expect(await runAction(refused, options, effects)).toBeUndefined();
    expect(events).toEqual(['busy true', 'toast danger 2000 refused: not-a-friend', 'busy false']);
    expect(codes).toEqual(['not-a-friend']);
    // Not a failure: one line with the code, no error logged.
    expect(actionLines()).toEqual(['sending refused: not-a-friend']);
    expect(effects.running.current).toBe(false);
  });

  it('still logs a throw from an action that answers with a Result', async () => {
    const { events, effects } = recorder();
    const failures: unknown[] = [];
    const action = (): Promise<Result<number, string>> => Promise.reject(new TypeError('offline'));
    const options = {
      what: 'sending',
      failureText: 'Not sent',
      onFailure: (error: unknown) => failures.push(error),
    };
    expect(await runAction(action, options, effects)).toBeUndefined();
    expect(events).toEqual(['busy true', 'toast danger default Not sent', 'busy false']);
    expect(failures).toEqual([new TypeError('offline')]);
    expect(actionLines()).toEqual(['sending failed: [TypeError]']);
  });

  it('takes an object that only looks like a Result as a plain value', async () => {
    const { events, effects } = recorder();
    const outcome = { ok: false, error: 'connect-failed', detail: 'refused' };
    const options = { what: 'testing', successText: 'Tested', failureText: 'Failed' };
    expect(await runAction(() => Promise.resolve(outcome), options, effects)).toBe(outcome);
    expect(events).toEqual(['busy true', 'toast success default Tested', 'busy false']);
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
