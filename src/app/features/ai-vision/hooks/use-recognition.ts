import { useCallback, useEffect, useRef, useState } from 'react';
import type { RecognitionRequest, VisionFailure } from '@core/ai/vision.ts';
import type { ImageAnalysis } from '@core/ai/vision-result.ts';
import { useCore } from '../../../boot/core-context.ts';

/** The spec's states after previewing: analyzing, then a result (success or error). */
export type RecognitionState =
  | { status: 'idle' }
  | { status: 'analyzing'; request: RecognitionRequest }
  | { status: 'done'; request: RecognitionRequest; analysis: ImageAnalysis }
  | { status: 'failed'; request: RecognitionRequest; failure: VisionFailure };

export interface Recognition {
  state: RecognitionState;
  run: (request: RecognitionRequest) => void;
  /** Asks again with the last request. */
  retry: () => void;
  /** Forgets the result; a recognition still running is stopped. */
  reset: () => void;
}

/** One recognition at a time with the vision model; closing the panel stops a running one. */
export function useRecognition(): Recognition {
  const { ai } = useCore();
  const [state, setState] = useState<RecognitionState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);

  const stop = useCallback(() => {
    running.current?.abort();
    running.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const run = useCallback(
    (request: RecognitionRequest) => {
      stop();
      const controller = new AbortController();
      running.current = controller;
      setState({ status: 'analyzing', request });
      void ai.vision.recognise(request, controller.signal).then((result) => {
        if (controller.signal.aborted) return;
        running.current = null;
        setState(
          result.ok
            ? { status: 'done', request, analysis: result.value }
            : { status: 'failed', request, failure: result.error },
        );
      });
    },
    [ai, stop],
  );

  const retry = useCallback(() => {
    if (state.status !== 'idle') run(state.request);
  }, [run, state]);

  const reset = useCallback(() => {
    stop();
    setState({ status: 'idle' });
  }, [stop]);

  return { state, run, retry, reset };
}
