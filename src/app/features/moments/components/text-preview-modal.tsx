import { useTranslation } from 'react-i18next';
import { LinkedText } from '../../../ui/linked-text.tsx';
import { IonContent } from '../../../ui/ionic/ion-content.ts';
import { IonModal } from '../../../ui/ionic/ion-modal.ts';
import { ModalHeader } from '../../../ui/modal-frame.tsx';

interface TextPreviewModalProps {
  text: string;
  isOpen: boolean;
  onClose: () => void;
}

/** "Preview text": a moment's whole text, uncut, in a dialog of its own. */
export function TextPreviewModal({ text, isOpen, onClose }: TextPreviewModalProps) {
  const { t } = useTranslation('moments');
  return (
    // Ionic names its inner dialog from `aria-label` only.
    <IonModal isOpen={isOpen} onDidDismiss={onClose} aria-label={t('preview.title')}>
      <ModalHeader title={t('preview.title')} onClose={onClose} />
      <IonContent>
        <p className="moment-preview-text">
          <LinkedText text={text} />
        </p>
      </IonContent>
    </IonModal>
  );
}
