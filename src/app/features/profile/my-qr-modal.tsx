import { useTranslation } from 'react-i18next';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { IonModal } from '../../ui/ionic/ion-modal.ts';
import { PUBKEY_PREFIX } from '@core/scan/scan-content.ts';
import { QrCode } from '../../ui/qr/qr-code.tsx';
import { ModalHeader } from '../../ui/modal-frame.tsx';
import './my-qr-modal.css';

interface MyQrModalProps {
  /** My public key; null keeps the dialog closed. */
  pub: string | null;
  onClose: () => void;
}

/** My ID as a QR code (`pubkey:` and my public key), for others to scan. */
export function MyQrModal({ pub, onClose }: MyQrModalProps) {
  const { t } = useTranslation('qr');
  return (
    <IonModal isOpen={pub !== null} onDidDismiss={onClose} aria-label={t('myId.header')}>
      {pub && (
        <>
          <ModalHeader title={t('myId.header')} onClose={onClose} />
          <IonContent className="ion-padding">
            <div className="my-qr">
              <QrCode value={`${PUBKEY_PREFIX}${pub}`} label={t('myId.code')} />
              <p>{t('myId.hint')}</p>
              <code>{pub}</code>
            </div>
          </IonContent>
        </>
      )}
    </IonModal>
  );
}
