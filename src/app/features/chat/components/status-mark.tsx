import { IonIcon } from '@ionic/react';
import { alertCircleOutline, checkmarkOutline, refreshOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { IonSpinner } from '../../../ui/ionic/ion-spinner.ts';
import { useRefusalText } from '../../../ui/use-refusal-text.ts';
import { sendFailureOf, type MessageStatus } from '@core/chat/chat-types.ts';
import { useSentFlash } from '../hooks/use-sent-flash.ts';

export interface StatusMarkProps {
  status: MessageStatus | null;
  /** Why the last attempt failed, shown with a failed message that can be retried. */
  error?: string | null;
  /** Offered on a failed message (the chat page); without it a failed mark is only shown. */
  onRetry?: () => void;
  /** Said with Retry instead of the private chat's reasons (a room's "group send error"). */
  failureText?: string | undefined;
}

/** Spinner while sending, a check for 1.5 s once confirmed, a warning (and Retry) on failure. */
export function StatusMark({ status, error = null, onRetry, failureText }: StatusMarkProps) {
  const { t } = useTranslation('chat');
  const refusalText = useRefusalText();
  const justSent = useSentFlash(status);
  if (status === 'pending') {
    return (
      <span className="chat-status" role="img" aria-label={t('status.sending')}>
        <IonSpinner name="crescent" aria-hidden="true" />
      </span>
    );
  }
  if (status === 'failed') {
    return onRetry ? (
      <>
        <span className="chat-status-reason">
          {failureText ?? refusalText('delivery', sendFailureOf(error))}
        </span>
        <IonButton size="small" fill="clear" color="danger" onClick={onRetry}>
          <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
          {t('status.retry')}
        </IonButton>
      </>
    ) : (
      <IonIcon
        className="chat-status chat-status--failed"
        icon={alertCircleOutline}
        role="img"
        aria-label={t('status.failed')}
      />
    );
  }
  if (justSent) {
    return (
      <IonIcon
        className="chat-status chat-status--sent"
        icon={checkmarkOutline}
        role="img"
        aria-label={t('status.sent')}
      />
    );
  }
  return null;
}
