import { useTranslation } from 'react-i18next';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { IonModal } from '../../ui/ionic/ion-modal.ts';
import { ModalHeader } from '../../ui/modal-frame.tsx';

interface WebToolsHelpModalProps {
  isOpen: boolean;
  onClose: () => void;
}

/** What a locked link is, what the visitor sees and what protects it. */
export function WebToolsHelpModal({ isOpen, onClose }: WebToolsHelpModalProps) {
  const { t } = useTranslation('tools');
  return (
    <IonModal isOpen={isOpen} onDidDismiss={onClose} aria-label={t('webTools.helpTitle')}>
      <ModalHeader title={t('webTools.helpTitle')} onClose={onClose} />
      <IonContent className="ion-padding">
        <p>{t('webTools.helpEncrypt')}</p>
        <p>{t('webTools.helpLock')}</p>
        <p>{t('webTools.helpVisitor')}</p>
        <p>{t('webTools.helpPassword')}</p>
      </IonContent>
    </IonModal>
  );
}
