import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCAL_OPTION_DEFAULTS } from '@core/ai/image-generation/generation-limits.ts';
import type {
  LocalImage,
  LocalProgress,
} from '@core/ai/image-generation/image-generation-service.ts';
import type { GeneratedImage } from '@core/ai/image-generation/image-generation-types.ts';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { useToast } from '../../../ui/use-toast.ts';
import { useFailureText } from '../hooks/use-failure-text.ts';
import { useGeneration } from '../hooks/use-generation.ts';
import { useImageGeneration, useLocalConfig } from '../hooks/use-image-config.ts';
import { useLocalServices } from '../hooks/use-local-services.ts';
import { GenerationFields, initialFields, isComplete, optionsOf } from './generation-fields.tsx';
import { FailureNotice, ImageResult } from './image-result.tsx';
import { LocalProgressView } from './local-progress-view.tsx';
import { ServiceStatus } from './service-status.tsx';

export interface LocalPanelProps {
  onSendToChat: (image: GeneratedImage) => void;
}

/** The local panel: the service check, the options, the job's real progress, the picture. */
export function LocalPanel({ onSendToChat }: LocalPanelProps) {
  const { t } = useTranslation('imageGen');
  const toast = useToast();
  const service = useImageGeneration();
  const config = useLocalConfig();
  const failureText = useFailureText();
  const services = useLocalServices(config.stableDiffusionUrl, service.local.stored);
  const [fields, setFields] = useState(() => initialFields(LOCAL_OPTION_DEFAULTS));
  const [progress, setProgress] = useState<LocalProgress | null>(null);
  const [interrupting, setInterrupting] = useState(false);
  const generation = useGeneration<LocalImage>(
    (signal) => {
      setProgress(null);
      setInterrupting(false);
      return service.generateLocal(optionsOf(fields), { signal, onProgress: setProgress });
    },
    () => toast(t('result.succeeded'), { color: 'success' }),
  );
  const { state } = generation;
  const imageServiceDown =
    services.check.status === 'unset' ||
    (services.check.status === 'checked' && !services.check.imageService);

  return (
    <section className="img-gen-panel" aria-label={t('source.local')}>
      <ServiceStatus
        check={services.check}
        stableDiffusionUrl={config.stableDiffusionUrl}
        enhancing={config.useOllamaForPrompts}
        onRecheck={services.recheck}
      />
      <GenerationFields
        value={fields}
        disabled={state.status === 'generating'}
        onChange={(patch) => setFields((current) => ({ ...current, ...patch }))}
      />
      {state.status === 'generating' ? (
        <LocalProgressView
          progress={progress}
          interrupting={interrupting}
          onInterrupt={() => {
            setInterrupting(true);
            generation.stop();
          }}
        />
      ) : (
        <IonButton
          expand="block"
          disabled={!isComplete(fields) || imageServiceDown}
          onClick={generation.start}
        >
          {t('form.generate')}
        </IonButton>
      )}
      {state.status === 'failed' && (
        <FailureNotice text={failureText(state.failure)} onRetry={generation.start} />
      )}
      {state.status === 'done' && (
        <ImageResult image={state.image} onSendToChat={onSendToChat}>
          {state.image.interrupted && <p className="img-gen-hint">{t('local.interrupted')}</p>}
          {state.image.enhancedPrompt && (
            <details className="img-gen-enhanced">
              <summary>{t('local.enhancedPrompt')}</summary>
              <p>{state.image.enhancedPrompt}</p>
            </details>
          )}
        </ImageResult>
      )}
    </section>
  );
}
