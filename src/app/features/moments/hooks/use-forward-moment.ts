import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCore } from '../../../boot/core-context.ts';
import { useAction } from '../../../ui/use-action.ts';
import type { MomentKey } from '../lib/feed-list.ts';
import { useMomentErrorText } from './use-moment-error-text.ts';
import { useMomentFeedback } from './use-moment-feedback.ts';

/** Forwards a moment with my words; resolves to whether it was forwarded. */
export function useForwardMoment(): (original: MomentKey, text: string) => Promise<boolean> {
  const { moments } = useCore();
  const { t } = useTranslation('moments');
  const feedback = useMomentFeedback();
  const errorText = useMomentErrorText();
  const { run: forward } = useAction(
    (original: MomentKey, text: string) =>
      moments.forward({ author: original.author, id: original.id }, text),
    {
      what: 'forwarding a moment',
      onFailure: (failure) => feedback.error(errorText(failure, t('toast.forwardFailed'))),
    },
  );
  return useCallback(
    async (original, text) => {
      if (!(await forward(original, text))) return false;
      feedback.success(t('toast.forwarded'));
      return true;
    },
    [forward, feedback, t],
  );
}
