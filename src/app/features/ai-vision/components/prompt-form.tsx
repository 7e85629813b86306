import { useTranslation } from 'react-i18next';
import { QUICK_PROMPTS } from '@core/ai/vision.ts';
import { IonButton } from '../../../ui/ionic/ion-button.ts';

export interface PromptFormProps {
  prompt: string;
  onPromptChange: (prompt: string) => void;
  /** Asks the model with this prompt. */
  onRun: (prompt: string) => void;
  disabled: boolean;
}

/** The six quick prompts, each asking at once, and a custom prompt with Recognise. */
export function PromptForm({ prompt, onPromptChange, onRun, disabled }: PromptFormProps) {
  const { t } = useTranslation('vision');
  return (
    <>
      <div className="vision-quick-prompts" role="group" aria-label={t('panel.quickPrompts')}>
        {QUICK_PROMPTS.map((id) => (
          <IonButton
            key={id}
            size="small"
            fill="outline"
            disabled={disabled}
            onClick={() => {
              const text = t(`prompts.${id}.text`);
              onPromptChange(text);
              onRun(text);
            }}
          >
            {t(`prompts.${id}.label`)}
          </IonButton>
        ))}
      </div>
      <form
        className="vision-prompt"
        onSubmit={(event) => {
          event.preventDefault();
          onRun(prompt);
        }}
      >
        <label className="ai-field">
          <span>{t('panel.prompt')}</span>
          <textarea
            rows={2}
            value={prompt}
            placeholder={t('panel.promptPlaceholder')}
            onChange={(event) => onPromptChange(event.target.value)}
          />
        </label>
        <IonButton type="submit" disabled={disabled}>
          {t('panel.recognise')}
        </IonButton>
      </form>
    </>
  );
}
