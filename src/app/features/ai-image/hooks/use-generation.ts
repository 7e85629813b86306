import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  GeneratedImage,
  ImageGenFailure,
} from '@core/ai/image-generation/image-generation-types.ts';
import type { Result } from '@core/util/result.ts';

/** Where one panel's generation is. */
export type GenerationState<I> =
  | { status: 'idle' }
  | { status: 'generating' }
  | { status: 'done'; image: I }
  | { status: 'failed'; failure: ImageGenFailure };

export interface Generation<I> {
  state: GenerationState<I>;
  /** Runs one generation; a second while one runs does nothing. */
  start: () => void;
  /** Aborts the running generation's signal (cancel, or the local service's interrupt). */
  stop: () => void;
}

/**
 * One generation at a time, stopped when the panel goes away. `run` gets the signal that stops
 * it; the state follows its answer, unless a newer run or the panel's end made it stale.
 */
export function useGeneration<I extends GeneratedImage>(
  run: (signal: AbortSignal) => Promise<Result<I, ImageGenFailure>>,
  onDone?: (image: I) => void,
): Generation<I> {
  const [state, setState] = useState<GenerationState<I>>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  const latest = useRef({ run, onDone });
  useEffect(() => {
    latest.current = { run, onDone };
  });
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(() => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'generating' });
    void latest.current.run(controller.signal).then((result) => {
      if (running.current !== controller) return;
      running.current = null;
      if (result.ok) {
        setState({ status: 'done', image: result.value });
        latest.current.onDone?.(result.value);
      } else {
        setState({ status: 'failed', failure: result.error });
      }
    });
  }, []);

  const stop = useCallback(() => running.current?.abort(), []);
  return { state, start, stop };
}
