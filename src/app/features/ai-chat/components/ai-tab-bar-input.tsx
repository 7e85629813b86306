import { IonIcon } from '@ionic/react';
import { arrowUpCircle, stopCircle } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { useGenerating } from '../hooks/use-chat-session.ts';
import { useComposerDraft } from '../hooks/use-composer-draft.ts';
import { useStopReply } from '../hooks/use-message-actions.ts';
import { useSendMessage } from '../hooks/use-send-message.ts';
import { sendOnEnter } from '../../../ui/send-on-enter.ts';
import '../ai-chat.css';

/**
 * The tab bar's 'Talk to AI...' input on narrow screens: it edits the chat's draft; a send button
 * shows when there is text, a stop button while a reply is being written.
 */
export function AiTabBarInput() {
  const { t } = useTranslation('ai');
  const [draft, drafts] = useComposerDraft();
  const generating = useGenerating();
  const send = useSendMessage();
  const stop = useStopReply();
  const hasContent = draft.text.trim() !== '' || draft.images.length > 0;
  return (
    <div className="ai-tab-bar-input">
      <textarea
        className="ai-textarea"
        rows={1}
        aria-label={t('chat.inputLabel')}
        placeholder={t('tabBar.placeholder')}
        value={draft.text}
        onChange={(event) => drafts.setText(event.target.value)}
        onKeyDown={(event) => sendOnEnter(event, send)}
      />
      {generating ? (
        <IonButton fill="clear" color="danger" aria-label={t('chat.stop')} onClick={stop}>
          <IonIcon icon={stopCircle} slot="icon-only" aria-hidden="true" />
        </IonButton>
      ) : (
        hasContent && (
          <IonButton fill="clear" aria-label={t('chat.send')} onClick={send}>
            <IonIcon icon={arrowUpCircle} slot="icon-only" aria-hidden="true" />
          </IonButton>
        )
      )}
    </div>
  );
}
