import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { IonModal } from '../../../ui/ionic/ion-modal.ts';
import { IonButtons } from '../../../ui/ionic/ion-buttons.ts';
import { IonContent } from '../../../ui/ionic/ion-content.ts';
import { IonHeader } from '../../../ui/ionic/ion-header.ts';
import { IonTitle } from '../../../ui/ionic/ion-title.ts';
import { IonToolbar } from '../../../ui/ionic/ion-toolbar.ts';
import { ImportKeyPairForm, type ImportMode } from './import-key-pair-form.tsx';

export interface ImportKeyPairModalProps {
  isOpen: boolean;
  mode: ImportMode;
  replacesAccount: boolean;
  onDismiss: () => void;
  onOpenAgreement: () => void;
}

/** The import form in a sheet over the login screen; "Forgot password?" opens it in reset mode. */
export function ImportKeyPairModal({
  isOpen,
  mode,
  replacesAccount,
  onDismiss,
  onOpenAgreement,
}: ImportKeyPairModalProps) {
  const { t } = useTranslation('auth');
  // A new key per opening gives every opening an empty form, without emptying it mid-animation.
  const [opening, setOpening] = useState(0);
  const title = mode === 'reset' ? t('import.resetTitle') : t('import.title');
  return (
    <IonModal
      isOpen={isOpen}
      onWillPresent={() => setOpening((n) => n + 1)}
      onDidDismiss={onDismiss}
      aria-label={title}
    >
      <IonHeader>
        <IonToolbar>
          <IonTitle>{title}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onDismiss}>{t('nav.cancel')}</IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        <div className="account-column">
          <ImportKeyPairForm
            key={opening}
            mode={mode}
            replacesAccount={replacesAccount}
            onOpenAgreement={onOpenAgreement}
          />
        </div>
      </IonContent>
    </IonModal>
  );
}
