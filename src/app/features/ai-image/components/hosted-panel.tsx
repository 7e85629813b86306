import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOSTED_OPTION_DEFAULTS } from '@core/ai/image-generation/generation-limits.ts';
import { HOSTED_MODELS } from '@core/ai/image-generation/hosted-config.ts';
import type { GeneratedImage } from '@core/ai/image-generation/image-generation-types.ts';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { IonProgressBar } from '../../../ui/ionic/ion-progress-bar.ts';
import { useToast } from '../../../ui/use-toast.ts';
import { useFailureText } from '../hooks/use-failure-text.ts';
import { useGeneration } from '../hooks/use-generation.ts';
import { useHostedConfig, useImageGeneration } from '../hooks/use-image-config.ts';
import { GenerationFields, initialFields, isComplete, optionsOf } from './generation-fields.tsx';
import { FailureNotice, ImageResult } from './image-result.tsx';

/** The hosted model's state as the last request found it. */
type Readiness = { model: string } & (
  { state: 'warming-up'; seconds: number } | { state: 'ready' }
);

export interface HostedPanelProps {
  onOpenSettings: () => void;
  onSendToChat: (image: GeneratedImage) => void;
}

/** The cloud panel: the options, the hosted model's readiness, the picture or the failure. */
export function HostedPanel({ onOpenSettings, onSendToChat }: HostedPanelProps) {
  const { t } = useTranslation('imageGen');
  const toast = useToast();
  const service = useImageGeneration();
  const config = useHostedConfig();
  const failureText = useFailureText();
  const [fields, setFields] = useState(() => initialFields(HOSTED_OPTION_DEFAULTS));
  const [readiness, setReadiness] = useState<Readiness | null>(null);
  const generation = useGeneration(
    (signal) => {
      const model = config.model;
      return service.generateHosted(optionsOf(fields), {
        signal,
        onWarmingUp: (seconds) => setReadiness({ model, state: 'warming-up', seconds }),
      });
    },
    () => {
      setReadiness({ model: config.model, state: 'ready' });
      toast(t('result.succeeded'), { color: 'success' });
    },
  );
  const { state } = generation;
  const generating = state.status === 'generating';
  const modelName = HOSTED_MODELS.find((model) => model.id === config.model)?.name ?? config.model;
  const shownReadiness = readiness?.model === config.model ? readiness : null;

  return (
    <section className="img-gen-panel" aria-label={t('source.cloud')}>
      <p className="img-gen-status">
        <span>{modelName}</span>
        {shownReadiness && (
          <span className={`img-gen-chip img-gen-chip-${shownReadiness.state}`} role="status">
            {shownReadiness.state === 'ready'
              ? t('hosted.ready')
              : t('hosted.warmingUp', { seconds: Math.ceil(shownReadiness.seconds) })}
          </span>
        )}
      </p>
      {!config.hfApiKey && (
        <div className="img-gen-notice">
          <p>{t('hosted.needKey')}</p>
          <IonButton size="small" fill="outline" onClick={onOpenSettings}>
            {t('hosted.openSettings')}
          </IonButton>
        </div>
      )}
      <GenerationFields
        value={fields}
        disabled={generating}
        onChange={(patch) => setFields((current) => ({ ...current, ...patch }))}
      />
      {generating ? (
        <div className="img-gen-progress">
          <p className="img-gen-hint">{t('hosted.generating')}</p>
          <IonProgressBar type="indeterminate" aria-label={t('hosted.generating')} />
          <IonButton size="small" fill="outline" onClick={generation.stop}>
            {t('hosted.cancel')}
          </IonButton>
        </div>
      ) : (
        <IonButton
          expand="block"
          disabled={!isComplete(fields) || !config.hfApiKey}
          onClick={generation.start}
        >
          {t('form.generate')}
        </IonButton>
      )}
      {state.status === 'failed' && (
        <FailureNotice text={failureText(state.failure)} onRetry={generation.start} />
      )}
      {state.status === 'done' && <ImageResult image={state.image} onSendToChat={onSendToChat} />}
    </section>
  );
}
