import { IonIcon } from '@ionic/react';
import { logInOutline } from 'ionicons/icons';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { IonTextarea } from '../../../ui/ionic/ion-textarea.ts';
import { useAction } from '../../../ui/use-action.ts';
import { useJoinRoomByKey } from '../hooks/use-join-room.ts';
import { useRoomFeedback } from '../hooks/use-room-feedback.ts';
import './room-pages.css';

/**
 * Join a group by pasting its key pair JSON. A blank key or one without pub, priv, epub and epriv
 * gets the spec's error under the field (and its toast); a room already joined is skipped.
 */
export function JoinByKeyForm() {
  const { t } = useTranslation('rooms');
  const joinByKey = useJoinRoomByKey();
  const joining = useAction(joinByKey, { what: 'joining a room by key' });
  const feedback = useRoomFeedback();
  const headingId = useId();
  const [key, setKey] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function join() {
    const text = key.trim();
    if (text === '') {
      setError(t('errors.keyRequired'));
      feedback.error(t('toast.enterKey'));
      return;
    }
    const outcome = await joining.run(text);
    if (!outcome) return;
    setError(outcome.error);
    if (outcome.room) setKey('');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void join();
  }

  return (
    <form className="room-join-form" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h2 id={headingId}>{t('keyPairs.joinHeader')}</h2>
      <IonTextarea
        label={t('join.key')}
        labelPlacement="stacked"
        fill="outline"
        rows={4}
        autocapitalize="off"
        spellcheck={false}
        placeholder={t('join.placeholder')}
        value={key}
        onIonInput={(event) => {
          setKey(event.detail.value ?? '');
          setError(null);
        }}
      />
      {error && (
        <p className="room-join-error" role="alert">
          {error}
        </p>
      )}
      <IonButton type="submit" disabled={joining.busy}>
        <IonIcon slot="start" icon={logInOutline} flipRtl aria-hidden="true" />
        {t('join.confirm')}
      </IonButton>
    </form>
  );
}
