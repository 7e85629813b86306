import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MOMENT_LIMITS } from '@core/moments/moment-types.ts';
import { IonContent } from '../../../ui/ionic/ion-content.ts';
import { IonSpinner } from '../../../ui/ionic/ion-spinner.ts';
import { IonTextarea } from '../../../ui/ionic/ion-textarea.ts';
import { usePickedPictures } from '../hooks/use-picked-pictures.ts';
import { usePostMoment } from '../hooks/use-post-moment.ts';
import { CharCounter } from './char-counter.tsx';
import { ModalBar } from './modal-bar.tsx';
import { PickedPictures } from './picked-pictures.tsx';
import './moments.css';

const MAX = MOMENT_LIMITS.maxTextChars;

/** New Moment: text (n/10000), pictures, and Send; `onDone` after Cancel or a published moment. */
export function NewMomentForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('moments');
  const post = usePostMoment();
  const picked = usePickedPictures();
  const counterId = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const empty = text === '' && picked.pictures.length === 0;

  async function send() {
    setSending(true);
    const posted = await post(
      text,
      picked.pictures.map((picture) => picture.dataUrl),
    );
    setSending(false);
    if (posted) onDone();
  }

  return (
    <>
      <ModalBar
        title={t('compose.title')}
        cancelText={t('compose.cancel')}
        sendText={t('compose.send')}
        canSend={!empty && !sending && !picked.preparing}
        onCancel={onDone}
        onSend={() => void send()}
      />
      <IonContent className="ion-padding">
        <IonTextarea
          label={t('compose.text')}
          labelPlacement="stacked"
          fill="outline"
          autoGrow
          rows={5}
          placeholder={t('compose.placeholder')}
          value={text}
          disabled={sending}
          aria-describedby={counterId}
          onIonInput={(event) => setText(event.detail.value ?? '')}
        />
        <CharCounter id={counterId} count={text.length} max={MAX} />
        <PickedPictures picked={picked} disabled={sending} />
        {sending && (
          <div className="moment-posting" slot="fixed" role="status">
            <IonSpinner aria-hidden="true" />
            <span>{t('compose.posting')}</span>
          </div>
        )}
      </IonContent>
    </>
  );
}
