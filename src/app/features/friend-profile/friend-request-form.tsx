import { IonIcon } from '@ionic/react';
import { paperPlaneOutline } from 'ionicons/icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { IonSpinner } from '../../ui/ionic/ion-spinner.ts';
import { IonTextarea } from '../../ui/ionic/ion-textarea.ts';
import { useSendRequest } from './use-send-request.ts';

/** Longer greetings belong in the chat that follows. */
const MAX_MESSAGE_LENGTH = 200;

/** The stranger profile's request: a required message and Send friend request. */
export function FriendRequestForm({ pub }: { pub: string }) {
  const { t } = useTranslation('contacts');
  const [message, setMessage] = useState('');
  const { busy, sent, error, send } = useSendRequest(pub);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy) void send(message);
  }

  return (
    <form className="find-user" aria-label={t('stranger.formLabel')} onSubmit={submit} noValidate>
      <IonTextarea
        label={t('stranger.message')}
        labelPlacement="stacked"
        fill="outline"
        placeholder={t('stranger.messagePlaceholder')}
        rows={3}
        autoGrow
        required
        maxlength={MAX_MESSAGE_LENGTH}
        counter
        value={message}
        onIonInput={(event) => setMessage(event.detail.value ?? '')}
      />
      {error && (
        <p className="contacts-error" role="alert">
          {error}
        </p>
      )}
      {sent && (
        <p className="contacts-note" role="status">
          {t('stranger.waiting')}
        </p>
      )}
      <IonButton type="submit" expand="block" disabled={busy}>
        {busy ? (
          <IonSpinner slot="start" name="crescent" aria-hidden="true" />
        ) : (
          <IonIcon slot="start" icon={paperPlaneOutline} flipRtl aria-hidden="true" />
        )}
        {t('stranger.send')}
      </IonButton>
    </form>
  );
}
