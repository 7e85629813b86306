import { useCallback, useState } from 'react';
import type { MigrationProgress } from '@core/migration/migration-service.ts';
import type { Result } from '@core/util/result.ts';

export type MigrationOperation<T, E extends string> = (
  onProgress: (progress: MigrationProgress) => void,
) => Promise<Result<T, E>>;

/**
 * One export or import at a time, with its progress as the core reports it (real chunk counts),
 * its error code (a failure the core did not foresee counts as `failed`) and its result.
 */
export function useMigrationRun<T, E extends string>() {
  const [progress, setProgress] = useState<MigrationProgress | null>(null);
  const [error, setError] = useState<E | 'failed' | null>(null);
  const [result, setResult] = useState<T | null>(null);
  const busy = progress !== null;

  const run = useCallback(
    async (operation: MigrationOperation<T, E>): Promise<Result<T, E | 'failed'>> => {
      setError(null);
      setResult(null);
      setProgress({ phase: 'preparing', done: 0, total: 0 });
      let outcome: Result<T, E | 'failed'>;
      try {
        outcome = await operation(setProgress);
      } catch {
        outcome = { ok: false, error: 'failed' };
      }
      setProgress(null);
      if (outcome.ok) setResult(outcome.value);
      else setError(outcome.error);
      return outcome;
    },
    [],
  );

  return { busy, progress, error, result, run, setError };
}
