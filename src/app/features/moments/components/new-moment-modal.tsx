import { useTranslation } from 'react-i18next';
import { IonModal } from '../../../ui/ionic/ion-modal.ts';
import { NewMomentForm } from './new-moment-form.tsx';

/** The Moments header's New Moment button opens this. */
export function NewMomentModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('moments');
  return (
    <IonModal isOpen={isOpen} onDidDismiss={onClose} aria-label={t('compose.title')}>
      {isOpen && <NewMomentForm onDone={onClose} />}
    </IonModal>
  );
}
