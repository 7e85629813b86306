import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MOMENT_LIMITS, type Moment } from '@core/moments/moment-types.ts';
import { IonContent } from '../../../ui/ionic/ion-content.ts';
import { IonModal } from '../../../ui/ionic/ion-modal.ts';
import { IonTextarea } from '../../../ui/ionic/ion-textarea.ts';
import { useMomentTalk } from '../hooks/use-moment-talk.ts';
import { CharCounter } from './char-counter.tsx';
import { ModalBar } from './modal-bar.tsx';

const MAX = MOMENT_LIMITS.maxCommentChars;

/** What the quick comment answers: the moment, and the comment replied to (with its writer's name). */
export interface CommentTarget {
  readonly moment: Moment;
  readonly replyTo?: { readonly id: string; readonly name: string };
}

interface QuickCommentModalProps {
  /** Null keeps the modal closed. */
  target: CommentTarget | null;
  onClose: () => void;
}

/** Quick comment: up to 3 of the moment's pictures, at most 500 characters; also replies. */
export function QuickCommentModal({ target, onClose }: QuickCommentModalProps) {
  const { t } = useTranslation('moments');
  const current = target
    ? target.replyTo
      ? t('comment.replyTitle', { name: target.replyTo.name })
      : t('comment.title')
    : null;
  // Ionic names the dialog once: a new title is a new modal, kept while this one closes.
  const [title, setTitle] = useState(current ?? t('comment.title'));
  if (current !== null && current !== title) setTitle(current);
  return (
    <IonModal key={title} isOpen={target !== null} onDidDismiss={onClose} aria-label={title}>
      {target && <CommentBody target={target} title={title} onClose={onClose} />}
    </IonModal>
  );
}

function CommentBody({
  target,
  title,
  onClose,
}: {
  target: CommentTarget;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('moments');
  const { comment } = useMomentTalk();
  const counterId = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const { moment, replyTo } = target;
  const canSend = text.trim() !== '' && text.length <= MAX && !sending;

  async function send() {
    setSending(true);
    const done = await comment(moment, text, replyTo?.id);
    setSending(false);
    if (done) onClose();
  }

  return (
    <>
      <ModalBar
        title={title}
        cancelText={t('comment.cancel')}
        sendText={t('comment.send')}
        canSend={canSend}
        onCancel={onClose}
        onSend={() => void send()}
      />
      <IonContent className="ion-padding">
        {moment.images.length > 0 && (
          <div className="moment-original-images" aria-label={t('comment.pictures')} role="group">
            {moment.images.slice(0, MOMENT_LIMITS.quickCommentImages).map((src, i) => (
              <img key={i} src={src} alt={t('comment.picture', { index: i + 1 })} />
            ))}
          </div>
        )}
        <IonTextarea
          label={t('comment.text')}
          labelPlacement="stacked"
          fill="outline"
          autoGrow
          rows={3}
          placeholder={t('comment.placeholder')}
          value={text}
          aria-describedby={counterId}
          onIonInput={(event) => setText(event.detail.value ?? '')}
        />
        <CharCounter id={counterId} count={text.length} max={MAX} />
        {text.length > MAX && (
          <p className="moment-warning" role="alert">
            {t('errors.commentTooLong', { max: MAX })}
          </p>
        )}
      </IonContent>
    </>
  );
}
