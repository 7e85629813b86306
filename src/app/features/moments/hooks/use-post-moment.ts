import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { MomentError } from '../../../../core/moments/moment-types.ts';
import { useCore } from '../../../boot/core-context.ts';
import { useMomentErrorText } from './use-moment-error-text.ts';
import { useMomentFeedback } from './use-moment-feedback.ts';

/** Posts a moment (pictures already compressed); resolves to whether it was published. */
export function usePostMoment(): (text: string, images: readonly string[]) => Promise<boolean> {
  const { moments } = useCore();
  const { t } = useTranslation('moments');
  const feedback = useMomentFeedback();
  const errorText = useMomentErrorText();
  return useCallback(
    async (text, images) => {
      if (text.trim() === '' && images.length === 0) {
        feedback.error(t('toast.enterContent'));
        return false;
      }
      try {
        await moments.post(text, [...images]);
        feedback.success(t('toast.published'));
        return true;
      } catch (error) {
        if (!(error instanceof MomentError)) console.error('posting a moment failed', error);
        feedback.error(errorText(error, t('toast.publishFailed')));
        return false;
      }
    },
    [moments, feedback, errorText, t],
  );
}
