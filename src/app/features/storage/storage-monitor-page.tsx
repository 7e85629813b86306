import { IonPage } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recentLogLines } from '@core/util/log.ts';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { ClearDatabaseAlert } from './clear-database-alert.tsx';
import { SettingsSection } from '../../ui/settings-section.tsx';
import { FigureRow } from './figure-row.tsx';
import { LogLines } from './log-lines.tsx';
import { formatMegabytes } from '../../ui/format-number.ts';
import { useClearStorage } from './use-clear-storage.ts';
import { useStorageOverview, type StorageOverview } from './use-storage-overview.ts';
import '../../ui/settings-page.css';
import './storage.css';

function useCacheTexts(overview: StorageOverview) {
  const { t, i18n } = useTranslation('storage');
  const megabytes = (bytes: number | null) =>
    bytes === null
      ? t('monitor.unknown')
      : t('monitor.megabytes', { size: formatMegabytes(bytes, i18n.language) });
  const { caches, estimate } = overview;
  return {
    status:
      caches === null
        ? t('monitor.cacheUnavailable')
        : caches.length === 0
          ? t('monitor.cacheNone')
          : t('monitor.cacheCount', { count: caches.length }),
    size: megabytes(estimate?.ok ? estimate.value.caches : null),
    memory: megabytes(overview.memory),
  };
}

/**
 * Route `/storagepage`: cache status, size and memory, the database's records (total, user data,
 * chat data), clearing the cache and the database, and the logs.
 */
export function StorageMonitorPage() {
  const { t } = useTranslation(['storage', 'routes']);
  const { overview, reload } = useStorageOverview();
  const { busy, clearAll, clearCache } = useClearStorage(reload);
  const [confirming, setConfirming] = useState(false);
  const cache = useCacheTexts(overview);
  const { report } = overview;
  const count = (value: number | undefined) => (value === undefined ? '…' : String(value));

  return (
    <IonPage>
      <PageHeader title={t('routes:storageMonitor')} />
      <IonContent>
        <div className="settings-column">
          <SettingsSection title={t('monitor.cache')}>
            <FigureRow label={t('monitor.cacheStatus')} value={cache.status} />
            <FigureRow label={t('monitor.cacheSize')} value={cache.size} />
            <FigureRow label={t('monitor.memory')} value={cache.memory} />
          </SettingsSection>
          <SettingsSection title={t('monitor.records')}>
            <FigureRow label={t('monitor.total')} value={count(report?.total)} />
            <FigureRow
              label={t('monitor.userData')}
              note={t('monitor.userDataNote')}
              value={count(report?.userData)}
            />
            <FigureRow
              label={t('monitor.chatData')}
              note={t('monitor.chatDataNote')}
              value={count(report?.chatData)}
            />
          </SettingsSection>
          <div className="storage-actions">
            <IonButton
              fill="outline"
              disabled={busy || !overview.caches?.length}
              onClick={() => void clearCache()}
            >
              {t('monitor.clearCache')}
            </IonButton>
            <IonButton
              color="danger"
              disabled={busy || !report?.clearable}
              onClick={() => setConfirming(true)}
            >
              {t('monitor.clearDatabase')}
            </IonButton>
          </div>
          <SettingsSection title={t('monitor.logs')}>
            <LogLines lines={recentLogLines()} />
          </SettingsSection>
        </div>
        <ClearDatabaseAlert
          isOpen={confirming}
          header={t('monitor.clearDatabaseTitle')}
          onConfirm={() => void clearAll()}
          onDidDismiss={() => setConfirming(false)}
        />
      </IonContent>
    </IonPage>
  );
}
