import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { IonProgressBar } from '../../../ui/ionic/ion-progress-bar.ts';
import type { PullProgress } from '@core/ai/pull-progress.ts';
import { formatBytes, formatDuration } from '../../../ui/format-number.ts';
import { pullStageText } from '../../ai-chat/public.ts';

export interface PullProgressCardProps {
  progress: PullProgress;
  running: boolean;
  stalledFor: number;
  onCancel: () => void;
}

/** A pull's stage, percent, bytes, speed and time left, with Cancel while it runs. */
export function PullProgressCard({
  progress,
  running,
  stalledFor,
  onCancel,
}: PullProgressCardProps) {
  const { t, i18n } = useTranslation('aiSettings');
  const { t: tAi } = useTranslation('ai');
  const stage = progress.stage === 'idle' ? progress.status : pullStageText(tAi, progress.stage);
  const failed = !running && progress.stage !== 'success';
  return (
    <section
      className="ai-pull-card"
      aria-label={t('pull.progressLabel', { model: progress.model })}
    >
      <p className="ai-pull-head">
        <strong>{progress.model}</strong> <span role="status">{stage}</span>
      </p>
      <IonProgressBar
        aria-label={t('pull.percentLabel')}
        value={progress.percent / 100}
        color={failed ? 'danger' : progress.stage === 'success' ? 'success' : 'primary'}
      />
      <p className="ai-pull-numbers">
        <span>{t('pull.percent', { percent: progress.percent })}</span>
        {progress.total > 0 && (
          <span>
            {t('pull.bytes', {
              completed: formatBytes(progress.completed, i18n.language),
              total: formatBytes(progress.total, i18n.language),
            })}
          </span>
        )}
        {running && progress.speed > 0 && (
          <span>{t('pull.speed', { speed: formatBytes(progress.speed, i18n.language) })}</span>
        )}
        {running && progress.eta !== null && (
          <span>{t('pull.eta', { eta: formatDuration(progress.eta, i18n.language) })}</span>
        )}
      </p>
      {progress.status && <p className="ai-field-hint">{progress.status}</p>}
      {running && stalledFor > 0 && (
        <p className="ai-pull-stall" role="note">
          {t('pull.stalled', { seconds: stalledFor })}
        </p>
      )}
      {running && (
        <IonButton size="small" fill="outline" color="danger" onClick={onCancel}>
          {t('pull.cancel')}
        </IonButton>
      )}
    </section>
  );
}
