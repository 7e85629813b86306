import { useTranslation } from 'react-i18next';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { IonModal } from '../../ui/ionic/ion-modal.ts';
import { ModalHeader } from '../../ui/modal-frame.tsx';
import { ScanResultView } from './scan-result-view.tsx';
import type { ScanView } from './scan-view.ts';

interface ScanResultModalProps {
  view: ScanView | null;
  /** Closes the dialog and scans again. */
  onClose: () => void;
}

/** The scan screen's result dialog. */
export function ScanResultModal({ view, onClose }: ScanResultModalProps) {
  const { t } = useTranslation('qr');
  return (
    <IonModal isOpen={view !== null} onDidDismiss={onClose} aria-label={t('result.header')}>
      {view && (
        <>
          <ModalHeader title={t('result.header')} onClose={onClose} />
          <IonContent className="ion-padding">
            <ScanResultView view={view} />
            <IonButton expand="block" onClick={onClose}>
              {t('result.again')}
            </IonButton>
          </IonContent>
        </>
      )}
    </IonModal>
  );
}
