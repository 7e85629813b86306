import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { DEFAULT_API_URL } from '@core/ai/ai-client.ts';
import type { AiServiceDraft } from '../hooks/use-ai-service-draft.ts';
// Its styles travel with it: the AI settings page shows it too (through ai-chat's public.ts).
import '../ai-chat.css';

export interface ApiUrlFieldProps {
  editor: AiServiceDraft;
  /** The button's text: "Save" on the settings page, "Connect" in the chat settings. */
  saveLabel: string;
}

/** The model service address; its button is disabled while the field is empty. */
export function ApiUrlField({ editor, saveLabel }: ApiUrlFieldProps) {
  const { t } = useTranslation('ai');
  return (
    <form
      className="ai-api-url"
      aria-label={t('settings.apiUrl')}
      onSubmit={(event) => {
        event.preventDefault();
        if (editor.draft.trim()) void editor.save();
      }}
    >
      <label className="ai-field">
        <span>{t('settings.apiUrl')}</span>
        <input
          type="url"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          placeholder={DEFAULT_API_URL}
          value={editor.draft}
          onChange={(event) => editor.setDraft(event.target.value)}
        />
      </label>
      <IonButton type="submit" size="small" disabled={!editor.draft.trim() || editor.saving}>
        {saveLabel}
      </IonButton>
    </form>
  );
}
