import { IonIcon } from '@ionic/react';
import { qrCodeOutline, searchOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { IonInput } from '../../ui/ionic/ion-input.ts';
import { IonSpinner } from '../../ui/ionic/ion-spinner.ts';
import { submitOnEnter } from '../../ui/send-on-enter.ts';
import { SCAN_PATH } from '../contacts/public.ts';
import { useFindUser } from './use-find-user.ts';

/** The ID input of New Friends: search (disabled while blank), scan a QR code, inline error. */
export function FindUserForm() {
  const { t } = useTranslation('contacts');
  const [input, setInput] = useState('');
  const { busy, error, search, clearError } = useFindUser();
  const blank = input.trim() === '';

  return (
    <section className="find-user" aria-label={t('find.label')}>
      <IonInput
        label={t('find.input')}
        labelPlacement="stacked"
        fill="outline"
        placeholder={t('find.placeholder')}
        value={input}
        autocapitalize="off"
        spellcheck={false}
        onIonInput={(event) => {
          setInput(event.detail.value ?? '');
          clearError();
        }}
        // Enter searches even when blank: that is how 'Publickey is null' is reached.
        onKeyDown={submitOnEnter((id) => {
          if (!busy) void search(id);
        })}
      />
      {error && (
        <p className="contacts-error" role="alert">
          {error}
        </p>
      )}
      <div className="find-user-buttons">
        <IonButton disabled={blank || busy} onClick={() => void search(input)}>
          {busy ? (
            <IonSpinner slot="start" name="crescent" aria-hidden="true" />
          ) : (
            <IonIcon slot="start" icon={searchOutline} aria-hidden="true" />
          )}
          {t('find.search')}
        </IonButton>
        <IonButton fill="outline" routerLink={SCAN_PATH}>
          <IonIcon slot="start" icon={qrCodeOutline} aria-hidden="true" />
          {t('find.scan')}
        </IonButton>
      </div>
    </section>
  );
}
