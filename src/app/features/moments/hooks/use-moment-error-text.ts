import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefusalText } from '../../../ui/use-refusal-text.ts';
import { ImageCompressionError } from '../../../ui/compress-image.ts';

/** A moment action's failure in the interface language: the core's refusals, else `fallback`. */
export function useMomentErrorText(): (failure: unknown, fallback: string) => string {
  const { t } = useTranslation('moments');
  const refusalText = useRefusalText();
  return useCallback(
    (failure: unknown, fallback: string) => {
      if (failure instanceof ImageCompressionError)
        return t(failure.stage === 'load' ? 'errors.loadImage' : 'errors.compressImage');
      return refusalText('moments', failure, fallback);
    },
    [refusalText, t],
  );
}
