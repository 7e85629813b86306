import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { MomentError } from '../../../../core/moments/moment-types.ts';
import { useCore } from '../../../boot/core-context.ts';
import type { MomentKey } from '../lib/feed-list.ts';
import { useMomentErrorText } from './use-moment-error-text.ts';
import { useMomentFeedback } from './use-moment-feedback.ts';

/** Forwards a moment with my words; resolves to whether it was forwarded. */
export function useForwardMoment(): (original: MomentKey, text: string) => Promise<boolean> {
  const { moments } = useCore();
  const { t } = useTranslation('moments');
  const feedback = useMomentFeedback();
  const errorText = useMomentErrorText();
  return useCallback(
    async (original, text) => {
      try {
        await moments.forward({ author: original.author, id: original.id }, text);
        feedback.success(t('toast.forwarded'));
        return true;
      } catch (error) {
        if (!(error instanceof MomentError)) console.error('forwarding a moment failed', error);
        feedback.error(errorText(error, t('toast.forwardFailed')));
        return false;
      }
    },
    [moments, feedback, errorText, t],
  );
}
