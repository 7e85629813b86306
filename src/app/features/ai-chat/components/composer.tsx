import { IonIcon } from '@ionic/react';
import { imageOutline, sendOutline, stopCircleOutline } from 'ionicons/icons';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import type { ChatImage } from '@core/ai/conversation-types.ts';
import { IMAGE_FORMATS_HINT, IMAGE_INPUT_ACCEPT, isLongDocument } from '@core/ai/image-rules.ts';
import { sendOnEnter } from '../../../ui/send-on-enter.ts';
import { AttachmentStrip } from './attachment-strip.tsx';

export interface ComposerProps {
  text: string;
  images: readonly ChatImage[];
  generating: boolean;
  /** False on the narrow AI tab, where the tab bar holds the text input itself. */
  showInput: boolean;
  attaching: boolean;
  onTextChange: (text: string) => void;
  onAttach: (files: File[]) => void;
  onRemoveImage: (index: number) => void;
  onSend: () => void;
  onStop: () => void;
}

/** The message input: text with a counter, image attachments, and Send or Stop. */
export function Composer(props: ComposerProps) {
  const { text, images, generating, showInput, attaching } = props;
  const { t } = useTranslation('ai');
  const fileInput = useRef<HTMLInputElement>(null);
  const canSend = (text.trim() !== '' || images.length > 0) && !generating;

  return (
    <div className="ai-composer">
      <AttachmentStrip images={images} onRemove={props.onRemoveImage} />
      {isLongDocument(text) && (
        <p className="ai-long-document" role="note">
          {t('text.longDocument')}
        </p>
      )}
      <div className="ai-composer-row">
        <IonButton
          fill="clear"
          aria-label={t('images.attach')}
          title={t('images.attachHint', { formats: IMAGE_FORMATS_HINT })}
          disabled={attaching}
          onClick={() => fileInput.current?.click()}
        >
          <IonIcon icon={imageOutline} slot="icon-only" aria-hidden="true" />
        </IonButton>
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_INPUT_ACCEPT}
          multiple
          hidden
          aria-label={t('images.attach')}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length) props.onAttach(files);
          }}
        />
        {showInput && (
          <>
            <textarea
              className="ai-textarea"
              aria-label={t('chat.inputLabel')}
              placeholder={t('chat.inputPlaceholder')}
              rows={2}
              value={text}
              onChange={(event) => props.onTextChange(event.target.value)}
              onKeyDown={(event) => sendOnEnter(event, props.onSend)}
            />
            {generating ? (
              <IonButton color="danger" aria-label={t('chat.stop')} onClick={props.onStop}>
                <IonIcon icon={stopCircleOutline} slot="start" aria-hidden="true" />
                {t('chat.stop')}
              </IonButton>
            ) : (
              <IonButton aria-label={t('chat.send')} disabled={!canSend} onClick={props.onSend}>
                <IonIcon icon={sendOutline} slot="start" flipRtl aria-hidden="true" />
                {t('chat.send')}
              </IonButton>
            )}
          </>
        )}
      </div>
      <p className="ai-composer-hint">
        <span>{t('images.formatsHint', { formats: IMAGE_FORMATS_HINT })}</span>
        <span className="ai-counter" aria-label={t('chat.characterCount', { count: text.length })}>
          {text.length}
        </span>
      </p>
    </div>
  );
}
