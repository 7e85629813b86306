import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useIonActionSheet } from '../../../ui/ionic/use-ion-action-sheet.ts';
import { useCopyText } from '../../../ui/use-copy-text.ts';

/** The menu a long press (or the context menu) opens on a moment's text: Copy, Preview text. */
export function useMomentTextMenu(text: string, onPreview: () => void): () => void {
  const { t } = useTranslation('moments');
  const [present] = useIonActionSheet();
  const copyText = useCopyText();
  return useCallback(
    () =>
      void present({
        header: t('textMenu.title'),
        buttons: [
          { text: t('textMenu.copy'), handler: () => void copyText(text) },
          { text: t('textMenu.preview'), handler: onPreview },
          { text: t('textMenu.cancel'), role: 'cancel' },
        ],
      }),
    [t, present, copyText, text, onPreview],
  );
}
