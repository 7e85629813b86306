import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../ui/ionic/ion-button.ts';
import { StorageFullError, type DatabaseError } from '../../core/store/errors.ts';
import { useAppCore } from './core-context.ts';
import './storage-warning.css';

/**
 * Says so when the database could not be saved. The data stays in memory and the save is retried
 * with the next write, so nothing is lost while this tab stays open.
 */
export function StorageWarning() {
  const { t } = useTranslation('boot');
  const { onPersistError } = useAppCore();
  const [error, setError] = useState<DatabaseError | null>(null);

  useEffect(() => onPersistError(setError), [onPersistError]);

  if (!error) return null;
  return (
    <div className="storage-warning" role="alert">
      <span>
        {error instanceof StorageFullError
          ? t('storageFull')
          : t('storageFailed', { reason: error.message })}
      </span>
      <IonButton size="small" fill="clear" color="light" onClick={() => setError(null)}>
        {t('dismiss')}
      </IonButton>
    </div>
  );
}
