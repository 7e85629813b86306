import { IonIcon, useIonViewDidEnter } from '@ionic/react';
import {
  attachOutline,
  closeOutline,
  imageOutline,
  micOutline,
  sendOutline,
  stopCircleOutline,
} from 'ionicons/icons';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { IonSpinner } from '../../../ui/ionic/ion-spinner.ts';
import type { ChatMessage } from '@core/chat/chat-types.ts';
import { quoteOf } from '@core/conversations/quote.ts';
import { useToast } from '../../../ui/use-toast.ts';
import { sendOnEnter } from '../../../ui/send-on-enter.ts';
import type { MessageSender } from '../hooks/use-message-sender.ts';
import { useVoiceRecorder } from '../hooks/use-voice-recorder.ts';
import { ReplyBar } from './reply-bar.tsx';
// Its styles travel with it: the room page shows it too (through chat's public.ts).
import '../chat.css';

interface ComposerProps {
  sender: MessageSender;
  /** Nothing can be sent (blocked, not a friend): the page says why. */
  disabled: boolean;
  /** Escape in the composer: leave the chat. */
  onEscape: () => void;
  /** The message being answered, quoted over the input; null for a plain message. */
  replyTo: ChatMessage | null;
  /** Who wrote the message being answered: "You" or the friend's name. */
  replyAuthor: string;
  onCancelReply: () => void;
}

const firstFile = (event: ChangeEvent<HTMLInputElement>) => {
  const file = event.target.files?.[0];
  event.target.value = ''; // the same file can be picked again
  return file;
};

/**
 * Text (Enter sends, Shift+Enter breaks the line), pictures, files (where the sender takes them)
 * and voice messages; a text answers the quoted message when there is one.
 */
export function Composer(props: ComposerProps) {
  const { sender, disabled: off, onEscape, replyTo, onCancelReply } = props;
  const { sendFile } = sender;
  const { t } = useTranslation('chat');
  const toast = useToast();
  const [text, setText] = useState('');
  const imageInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  // Opening a chat is for writing in it: once the page is in, the keyboard lands here.
  useIonViewDidEnter(() => input.current?.focus());
  // Choosing Reply is for writing the answer.
  useEffect(() => {
    if (replyTo) input.current?.focus();
  }, [replyTo]);
  const voice = useVoiceRecorder((recording) => void sender.sendVoice(recording));

  function sendText() {
    if (text.trim() === '') return;
    const sending = text;
    setText('');
    const quote = replyTo ? quoteOf(replyTo) : undefined;
    void sender.sendText(sending, quote).then((sent) => {
      if (!sent) setText((current) => current || sending);
      else if (quote) onCancelReply();
    });
  }

  async function record() {
    const problem = await voice.start();
    if (problem === 'unsupported') toast(t('errors.voiceUnsupported'), { color: 'danger' });
    if (problem === 'microphone') toast(t('errors.microphone'), { color: 'danger' });
  }

  if (voice.recording) {
    const seconds = String(voice.elapsed % 60).padStart(2, '0');
    return (
      <div className="chat-composer">
        <IonButton
          fill="clear"
          aria-label={t('composer.cancelVoice')}
          onClick={() => voice.stop(false)}
        >
          <IonIcon slot="icon-only" icon={closeOutline} aria-hidden="true" />
        </IonButton>
        <span className="chat-recording" role="status">
          {t('composer.recording', { time: `${Math.floor(voice.elapsed / 60)}:${seconds}` })}
        </span>
        <IonButton aria-label={t('composer.sendVoice')} onClick={() => voice.stop(true)}>
          <IonIcon slot="start" icon={stopCircleOutline} aria-hidden="true" />
          {t('composer.send')}
        </IonButton>
      </div>
    );
  }

  return (
    <>
      {replyTo && (
        <ReplyBar message={replyTo} author={props.replyAuthor} onCancel={onCancelReply} />
      )}
      <div className="chat-composer">
        <IonButton
          fill="clear"
          aria-label={t('composer.image')}
          title={t('composer.image')}
          disabled={off || sender.busy}
          onClick={() => imageInput.current?.click()}
        >
          <IonIcon slot="icon-only" icon={imageOutline} aria-hidden="true" />
        </IonButton>
        {sendFile && (
          <IonButton
            fill="clear"
            aria-label={t('composer.file')}
            title={t('composer.file')}
            disabled={off || sender.busy}
            onClick={() => fileInput.current?.click()}
          >
            <IonIcon slot="icon-only" icon={attachOutline} aria-hidden="true" />
          </IonButton>
        )}
        <input
          ref={imageInput}
          type="file"
          accept="image/*"
          hidden
          aria-label={t('composer.image')}
          onChange={(event) => {
            const file = firstFile(event);
            if (file) void sender.sendImage(file);
          }}
        />
        {sendFile && (
          <input
            ref={fileInput}
            type="file"
            hidden
            aria-label={t('composer.file')}
            onChange={(event) => {
              const file = firstFile(event);
              if (file) void sendFile(file);
            }}
          />
        )}
        <textarea
          className="chat-input"
          aria-label={t('composer.label')}
          placeholder={t('composer.placeholder')}
          rows={1}
          value={text}
          ref={input}
          disabled={off}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') sendOnEnter(event, sendText);
            else if (replyTo) onCancelReply();
            else onEscape();
          }}
        />
        {sender.busy && <IonSpinner name="dots" aria-label={t('composer.preparing')} />}
        {text.trim() === '' ? (
          <IonButton
            fill="clear"
            aria-label={t('composer.voice')}
            title={t('composer.voice')}
            disabled={off}
            onClick={() => void record()}
          >
            <IonIcon slot="icon-only" icon={micOutline} aria-hidden="true" />
          </IonButton>
        ) : (
          <IonButton aria-label={t('composer.send')} disabled={off} onClick={sendText}>
            <IonIcon slot="icon-only" icon={sendOutline} flipRtl aria-hidden="true" />
          </IonButton>
        )}
      </div>
    </>
  );
}
