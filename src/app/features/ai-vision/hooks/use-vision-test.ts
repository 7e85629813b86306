import { useCallback, useState } from 'react';
import { VISION_TEST_IMAGE, type VisionFailure } from '@core/ai/vision.ts';
import type { ImageAnalysis } from '@core/ai/vision-result.ts';
import { useCore } from '../../../boot/core-context.ts';

export type VisionTestState =
  | { status: 'idle' }
  | { status: 'testing' }
  | { status: 'answered'; model: string; analysis: ImageAnalysis }
  | { status: 'failed'; failure: VisionFailure };

/** The settings' test: the built-in test picture and a prompt to the chosen vision model. */
export function useVisionTest(): {
  state: VisionTestState;
  test: (model: string, prompt: string) => void;
} {
  const { ai } = useCore();
  const [state, setState] = useState<VisionTestState>({ status: 'idle' });
  const test = useCallback(
    (model: string, prompt: string) => {
      setState({ status: 'testing' });
      void ai.vision
        .recognise({ model, prompt, image: VISION_TEST_IMAGE })
        .then((result) =>
          setState(
            result.ok
              ? { status: 'answered', model, analysis: result.value }
              : { status: 'failed', failure: result.error },
          ),
        );
    },
    [ai],
  );
  return { state, test };
}
