import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalImageConfig } from '@core/ai/image-generation/local-config.ts';
import type { SdModelInfo } from '@core/ai/image-generation/local-client.ts';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { useAction } from '../../../ui/use-action.ts';
import { useRefusalText } from '../../../ui/use-refusal-text.ts';
import { useImageGeneration, useLocalConfig } from '../hooks/use-image-config.ts';
import type { SettingsFormProps } from './hosted-settings-form.tsx';

/** The checkpoints of the saved service, once it answers (none while it does not). */
function useCheckpoints(stableDiffusionUrl: string, configured: boolean): SdModelInfo[] {
  const service = useImageGeneration();
  const [checkpoints, setCheckpoints] = useState<SdModelInfo[]>([]);
  useEffect(() => {
    if (!configured) return;
    let live = true;
    void service
      .localModels()
      .then((result) => live && setCheckpoints(result.ok ? result.value : []));
    return () => {
      live = false;
    };
  }, [service, stableDiffusionUrl, configured]);
  return checkpoints;
}

/** The local settings: service address, prompt improvement and its model, the checkpoint. */
export function LocalSettingsForm({ onSaved }: SettingsFormProps) {
  const { t } = useTranslation('imageGen');
  const refusal = useRefusalText();
  const { local } = useImageGeneration();
  const saved = useLocalConfig();
  const [draft, setDraft] = useState<LocalImageConfig>(saved);
  const checkpoints = useCheckpoints(saved.stableDiffusionUrl, local.stored);
  const save = useAction((config: LocalImageConfig) => local.save(config), {
    what: 'saving the local image settings',
    successText: t('settings.saved'),
    failureText: (code) => refusal('image-generation', code, t('errors.saveFailed')),
  });
  const change = (patch: Partial<LocalImageConfig>) =>
    setDraft((current) => ({ ...current, ...patch }));
  const listed = checkpoints.some((checkpoint) => checkpoint.title === draft.stableDiffusionModel);

  return (
    <form
      className="img-gen-settings"
      aria-label={t('settings.localTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        void save.run(draft).then((stored) => stored && onSaved());
      }}
    >
      <h2>{t('settings.localTitle')}</h2>
      <label className="img-gen-field">
        <span>{t('settings.stableDiffusionUrl')}</span>
        <input
          type="url"
          value={draft.stableDiffusionUrl}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => change({ stableDiffusionUrl: event.target.value })}
        />
        <small className="img-gen-hint">{t('settings.stableDiffusionUrlHint')}</small>
      </label>
      <label className="img-gen-check">
        <input
          type="checkbox"
          checked={draft.useOllamaForPrompts}
          onChange={(event) => change({ useOllamaForPrompts: event.target.checked })}
        />
        <span>{t('settings.useEnhancer')}</span>
      </label>
      <label className="img-gen-field">
        <span>{t('settings.enhancerModel')}</span>
        <input
          value={draft.promptEnhancerModel}
          autoComplete="off"
          spellCheck={false}
          disabled={!draft.useOllamaForPrompts}
          onChange={(event) => change({ promptEnhancerModel: event.target.value })}
        />
        <small className="img-gen-hint">{t('settings.enhancerHint')}</small>
      </label>
      <label className="img-gen-field">
        <span>{t('settings.checkpoint')}</span>
        <select
          value={draft.stableDiffusionModel}
          onChange={(event) => change({ stableDiffusionModel: event.target.value })}
        >
          <option value="">{t('settings.currentCheckpoint')}</option>
          {!listed && draft.stableDiffusionModel && (
            <option value={draft.stableDiffusionModel}>{draft.stableDiffusionModel}</option>
          )}
          {checkpoints.map((checkpoint) => (
            <option key={checkpoint.title} value={checkpoint.title}>
              {checkpoint.name}
            </option>
          ))}
        </select>
      </label>
      <IonButton type="submit" disabled={save.busy}>
        {t('settings.save')}
      </IonButton>
    </form>
  );
}
