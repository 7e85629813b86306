import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../ui/ionic/ion-button.ts';
import { StorageFullError, type DatabaseError } from '@core/store/errors.ts';
import { useAppCore } from './core-context.ts';
import './storage-warning.css';

/**
 * Says so when the database could not be saved. The data stays in memory and the save is retried
 * with the next write, so nothing is lost while this tab stays open. A full store is the
 * storage-full notice's (features/storage), which asks the user to delete old conversations.
 */
export function StorageWarning() {
  const { t } = useTranslation('boot');
  const { onPersistError } = useAppCore();
  const [error, setError] = useState<DatabaseError | null>(null);

  useEffect(
    () => onPersistError((next) => setError(next instanceof StorageFullError ? null : next)),
    [onPersistError],
  );

  if (!error) return null;
  return (
    <div className="storage-warning" role="alert">
      <span>{t('storageFailed', { reason: error.message })}</span>
      <IonButton size="small" fill="clear" color="light" onClick={() => setError(null)}>
        {t('dismiss')}
      </IonButton>
    </div>
  );
}
