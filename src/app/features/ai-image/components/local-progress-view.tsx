import { useTranslation } from 'react-i18next';
import type { LocalProgress } from '@core/ai/image-generation/image-generation-service.ts';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { IonProgressBar } from '../../../ui/ionic/ion-progress-bar.ts';

export interface LocalProgressViewProps {
  progress: LocalProgress | null;
  interrupting: boolean;
  onInterrupt: () => void;
}

/** The local job as the service reports it: step, bar, time left, live preview, Interrupt. */
export function LocalProgressView({ progress, interrupting, onInterrupt }: LocalProgressViewProps) {
  const { t } = useTranslation('imageGen');
  const sampling = progress?.phase === 'generating' ? progress.sampling : null;
  const label =
    progress?.phase === 'enhancing'
      ? t('local.enhancing')
      : sampling
        ? t('local.step', { step: sampling.step, steps: sampling.steps })
        : t('local.starting');
  return (
    <div className="img-gen-progress">
      <p className="img-gen-hint" aria-live="polite">
        {label}
        {sampling && sampling.etaSeconds > 0 && (
          <> · {t('local.eta', { seconds: Math.ceil(sampling.etaSeconds) })}</>
        )}
      </p>
      {/* The type is always given: the element keeps a property React stops passing. */}
      <IonProgressBar
        type={sampling ? 'determinate' : 'indeterminate'}
        value={sampling?.fraction ?? 0}
        aria-label={t('local.progress')}
      />
      {sampling?.preview && (
        <img className="img-gen-preview" src={sampling.preview} alt={t('local.preview')} />
      )}
      <IonButton size="small" fill="outline" disabled={interrupting} onClick={onInterrupt}>
        {t('local.interrupt')}
      </IonButton>
    </div>
  );
}
