import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  apiKeyStatus,
  HOSTED_MODELS,
  type HostedImageConfig,
  type HostedModelId,
} from '@core/ai/image-generation/hosted-config.ts';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { PasswordField } from '../../../ui/password-field.tsx';
import { useAction } from '../../../ui/use-action.ts';
import { useRefusalText } from '../../../ui/use-refusal-text.ts';
import { useHostedConfig, useImageGeneration } from '../hooks/use-image-config.ts';

export interface SettingsFormProps {
  /** After a save that was stored. */
  onSaved: () => void;
}

/** The cloud settings: model, API URL and the API key with its validity indicator. */
export function HostedSettingsForm({ onSaved }: SettingsFormProps) {
  const { t } = useTranslation('imageGen');
  const refusal = useRefusalText();
  const { hosted } = useImageGeneration();
  const saved = useHostedConfig();
  const [draft, setDraft] = useState<HostedImageConfig>(saved);
  const save = useAction((config: HostedImageConfig) => hosted.save(config), {
    what: 'saving the cloud image settings',
    successText: t('settings.saved'),
    failureText: (code) => refusal('image-generation', code, t('errors.saveFailed')),
  });
  const keyStatus = apiKeyStatus(draft.hfApiKey);
  const change = (patch: Partial<HostedImageConfig>) =>
    setDraft((current) => ({ ...current, ...patch }));

  return (
    <form
      className="img-gen-settings"
      aria-label={t('settings.hostedTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        void save.run(draft).then((stored) => stored && onSaved());
      }}
    >
      <h2>{t('settings.hostedTitle')}</h2>
      <label className="img-gen-field">
        <span>{t('settings.model')}</span>
        <select
          value={draft.model}
          onChange={(event) => change({ model: event.target.value as HostedModelId })}
        >
          {HOSTED_MODELS.map((model) => (
            <option key={model.id} value={model.id}>
              {model.name}
            </option>
          ))}
        </select>
      </label>
      <label className="img-gen-field">
        <span>{t('settings.apiUrl')}</span>
        <input
          type="url"
          value={draft.apiUrl}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => change({ apiUrl: event.target.value })}
        />
      </label>
      <PasswordField
        label={t('settings.apiKey')}
        value={draft.hfApiKey}
        autocomplete="off"
        helperText={t('settings.keyKept')}
        onChange={(hfApiKey) => change({ hfApiKey })}
      />
      <p className={`img-gen-key img-gen-key-${keyStatus}`} role="status">
        {t('settings.keyStatusLabel', { status: t(`settings.keyStatus.${keyStatus}`) })}
      </p>
      <IonButton type="submit" disabled={save.busy}>
        {t('settings.save')}
      </IonButton>
    </form>
  );
}
