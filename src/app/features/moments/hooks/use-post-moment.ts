import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCore } from '../../../boot/core-context.ts';
import { useAction } from '../../../ui/use-action.ts';
import { useMomentErrorText } from './use-moment-error-text.ts';
import { useMomentFeedback } from './use-moment-feedback.ts';

/** Posts a moment (pictures already compressed); resolves to whether it was published. */
export function usePostMoment(): (text: string, images: readonly string[]) => Promise<boolean> {
  const { moments } = useCore();
  const { t } = useTranslation('moments');
  const feedback = useMomentFeedback();
  const errorText = useMomentErrorText();
  const { run: post } = useAction(
    (text: string, images: readonly string[]) => moments.post(text, [...images]),
    {
      what: 'posting a moment',
      onFailure: (failure) => feedback.error(errorText(failure, t('toast.publishFailed'))),
    },
  );
  return useCallback(
    async (text, images) => {
      if (text.trim() === '' && images.length === 0) {
        feedback.error(t('toast.enterContent'));
        return false;
      }
      if (!(await post(text, images))) return false;
      feedback.success(t('toast.published'));
      return true;
    },
    [post, feedback, t],
  );
}
