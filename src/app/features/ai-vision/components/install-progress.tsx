import { useTranslation } from 'react-i18next';
import type { PullProgress } from '@core/ai/pull-progress.ts';
import { formatBytes } from '../../../ui/format-number.ts';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { IonProgressBar } from '../../../ui/ionic/ion-progress-bar.ts';
import { pullStageText } from '../../ai-chat/public.ts';

export interface InstallProgressProps {
  progress: PullProgress;
  running: boolean;
  onCancel: () => void;
}

/** The install's stage, percent and bytes, with Cancel while it runs. */
export function InstallProgress({ progress, running, onCancel }: InstallProgressProps) {
  const { t, i18n } = useTranslation('vision');
  const { t: tAi } = useTranslation('ai');
  const stage = progress.stage === 'idle' ? progress.status : pullStageText(tAi, progress.stage);
  const failed = !running && progress.stage !== 'success';
  return (
    <section
      className="vision-install"
      aria-label={t('settings.installing', { model: progress.model })}
    >
      <p>
        <strong>{progress.model}</strong> <span role="status">{stage}</span>
      </p>
      <IonProgressBar
        value={progress.percent / 100}
        color={failed ? 'danger' : progress.stage === 'success' ? 'success' : 'primary'}
      />
      <p className="ai-field-hint">
        {progress.percent}%
        {progress.total > 0 &&
          ` · ${formatBytes(progress.completed, i18n.language)} / ${formatBytes(progress.total, i18n.language)}`}
      </p>
      {running && (
        <IonButton size="small" fill="outline" color="danger" onClick={onCancel}>
          {t('settings.cancelInstall')}
        </IonButton>
      )}
    </section>
  );
}
