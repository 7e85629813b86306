import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MOMENT_LIMITS, type Moment } from '@core/moments/moment-types.ts';
import { IonContent } from '../../../ui/ionic/ion-content.ts';
import { IonModal } from '../../../ui/ionic/ion-modal.ts';
import { IonTextarea } from '../../../ui/ionic/ion-textarea.ts';
import { cutText } from '../lib/cut-text.ts';
import { useForwardMoment } from '../hooks/use-forward-moment.ts';
import { CharCounter } from './char-counter.tsx';
import { ModalBar } from './modal-bar.tsx';

const MAX = MOMENT_LIMITS.maxForwardChars;
/** The forward modal's preview of the moment's text. */
const PREVIEW_CHARS = 120;

interface ForwardModalProps {
  /** The moment to forward; null keeps the modal closed. */
  moment: Moment | null;
  onClose: () => void;
}

/** Forward: my words (at most 280 characters) over a preview of the moment. */
export function ForwardModal({ moment, onClose }: ForwardModalProps) {
  const { t } = useTranslation('moments');
  return (
    <IonModal isOpen={moment !== null} onDidDismiss={onClose} aria-label={t('forward.title')}>
      {moment && <ForwardBody moment={moment} onClose={onClose} />}
    </IonModal>
  );
}

function ForwardBody({ moment, onClose }: { moment: Moment; onClose: () => void }) {
  const { t } = useTranslation('moments');
  const forward = useForwardMoment();
  const counterId = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const tooLong = text.length > MAX;

  async function send() {
    setSending(true);
    const done = await forward(moment, text);
    setSending(false);
    if (done) onClose();
  }

  return (
    <>
      <ModalBar
        title={t('forward.title')}
        cancelText={t('forward.cancel')}
        sendText={t('forward.send')}
        canSend={!tooLong && !sending}
        onCancel={onClose}
        onSend={() => void send()}
      />
      <IonContent className="ion-padding">
        <IonTextarea
          label={t('forward.text')}
          labelPlacement="stacked"
          fill="outline"
          autoGrow
          rows={3}
          placeholder={t('forward.placeholder')}
          value={text}
          aria-describedby={counterId}
          onIonInput={(event) => setText(event.detail.value ?? '')}
        />
        <CharCounter id={counterId} count={text.length} max={MAX} />
        {tooLong && (
          <p className="moment-warning" role="alert">
            {t('errors.forwardTooLong', { max: MAX })}
          </p>
        )}
        <section className="moment-forward-preview" aria-label={t('forward.preview')}>
          {moment.text && <p>{cutText(moment.text, PREVIEW_CHARS).text}</p>}
          {moment.images.length > 0 && (
            <div className="moment-original-images">
              {moment.images.slice(0, MOMENT_LIMITS.forwardPreviewImages).map((src, i) => (
                <img key={i} src={src} alt={t('forward.picture', { index: i + 1 })} />
              ))}
            </div>
          )}
        </section>
      </IonContent>
    </>
  );
}
