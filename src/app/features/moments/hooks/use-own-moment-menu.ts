import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Moment } from '@core/moments/moment-types.ts';
import { useCore } from '../../../boot/core-context.ts';
import { useIonActionSheet } from '../../../ui/ionic/use-ion-action-sheet.ts';
import { useAction } from '../../../ui/use-action.ts';
import { useConfirm } from '../../../ui/use-feedback.ts';
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

  const { run: toggleHidden } = useAction(
    async (moment: Moment) => {
      const changed = await moments.setHidden(moment.id, !moment.hidden);
      if (changed.ok) feedback.success(t(moment.hidden ? 'toast.public' : 'toast.hidden'));
      return changed;
    },
    {
      what: 'hiding a moment',
      onFailure: (failure) => feedback.error(errorText(failure, t('toast.invalidOperation'))),
    },
  );
  const { run: deleteNow } = useAction(
    async (moment: Moment) => {
      const deleted = await moments.delete(moment.id);
      if (deleted.ok) feedback.success(t('toast.deleted'));
      return deleted;
    },
    {
      what: 'deleting a moment',
      onFailure: (failure) => feedback.error(errorText(failure, t('toast.deleteFailed'))),
    },
  );

  const remove = useCallback(
    async (moment: Moment) => {
      const sure = await confirm({
        header: t('confirmDelete.header'),
        message: t('confirmDelete.message'),
        confirmText: t('confirmDelete.confirm'),
      });
      if (sure) await deleteNow(moment);
    },
    [confirm, deleteNow, t],
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
