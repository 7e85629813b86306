import { useTranslation } from 'react-i18next';
import type { MigrationProgress } from '@core/migration/migration-service.ts';
import { IonProgressBar } from '../../ui/ionic/ion-progress-bar.ts';

/** The bar and its words: chunks sent or received of the export's real count. */
export function MigrationProgressView({ progress }: { progress: MigrationProgress }) {
  const { t } = useTranslation('migration');
  const text = t(`progress.${progress.phase}`, { done: progress.done, total: progress.total });
  const counted = progress.total > 0;
  return (
    <div className="migration-progress" role="status">
      <IonProgressBar
        aria-label={text}
        {...(counted ? { value: progress.done / progress.total } : { type: 'indeterminate' })}
      />
      <span>{text}</span>
    </div>
  );
}
