import { useCallback } from 'react';
import type { ImageGenFailure } from '@core/ai/image-generation/image-generation-types.ts';
import { useRefusalText } from '../../../ui/use-refusal-text.ts';

/** A failed generation in the interface language, with what the service said where it did. */
export function useFailureText(): (failure: ImageGenFailure) => string {
  const refusal = useRefusalText();
  return useCallback(
    ({ code, status, detail }) => refusal('image-generation', code, { status, detail }),
    [refusal],
  );
}
