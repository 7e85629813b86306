import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { MomentError, type Moment } from '../../../../core/moments/moment-types.ts';
import { useCore } from '../../../boot/core-context.ts';
import { useIonActionSheet } from '../../../ui/ionic/use-ion-action-sheet.ts';
import { useConfirm } from '../../contacts/hooks/use-feedback.ts';
import { useMomentErrorText } from './use-moment-error-text.ts';
import { useMomentFeedback } from './use-moment-feedback.ts';

/** My moment's menu: hide or make public, and delete after a confirmation. */
export function useOwnMomentMenu(): (moment: Moment) => void {
  const { moments } = useCore();
  const { t } = useTranslation('moments');
  const [present] = useIonActionSheet();
  const confirm = useConfirm();
  const feedback = useMomentFeedback();
  const errorText = useMomentErrorText();

  const toggleHidden = useCallback(
    async (moment: Moment) => {
      try {
        await moments.setHidden(moment.id, !moment.hidden);
        feedback.success(t(moment.hidden ? 'toast.public' : 'toast.hidden'));
      } catch (error) {
        if (!(error instanceof MomentError)) console.error('hiding a moment failed', error);
        feedback.error(errorText(error, t('toast.invalidOperation')));
      }
    },
    [moments, feedback, errorText, t],
  );

  const remove = useCallback(
    async (moment: Moment) => {
      const sure = await confirm({
        header: t('confirmDelete.header'),
        message: t('confirmDelete.message'),
        confirmText: t('confirmDelete.confirm'),
      });
      if (!sure) return;
      try {
        await moments.delete(moment.id);
        feedback.success(t('toast.deleted'));
      } catch (error) {
        if (!(error instanceof MomentError)) console.error('deleting a moment failed', error);
        feedback.error(errorText(error, t('toast.deleteFailed')));
      }
    },
    [moments, confirm, feedback, errorText, t],
  );

  return useCallback(
    (moment: Moment) =>
      void present({
        header: t('card.actions'),
        buttons: [
          {
            text: t(moment.hidden ? 'menu.makePublic' : 'menu.hide'),
            handler: () => void toggleHidden(moment),
          },
          { text: t('menu.delete'), role: 'destructive', handler: () => void remove(moment) },
          { text: t('menu.cancel'), role: 'cancel' },
        ],
      }),
    [present, toggleHidden, remove, t],
  );
}
