import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';

export interface EditMessageFormProps {
  initial: string;
  onResend: (text: string) => void;
  onCancel: () => void;
}

/** Edits a sent message in place; Resend replaces it and asks again. */
export function EditMessageForm({ initial, onResend, onCancel }: EditMessageFormProps) {
  const { t } = useTranslation('ai');
  const [text, setText] = useState(initial);
  return (
    <form
      className="ai-edit-form"
      aria-label={t('chat.editMessage')}
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) onResend(text);
      }}
    >
      <textarea
        className="ai-textarea"
        aria-label={t('chat.editMessage')}
        value={text}
        rows={3}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="ai-edit-actions">
        <IonButton size="small" fill="clear" onClick={onCancel}>
          {t('common.cancel')}
        </IonButton>
        <IonButton size="small" type="submit" disabled={!text.trim()}>
          {t('chat.resend')}
        </IonButton>
      </div>
    </form>
  );
}
