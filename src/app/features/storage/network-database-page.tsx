import { IonPage } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppCore } from '../../boot/core-context.ts';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { ClearDatabaseAlert } from './clear-database-alert.tsx';
import { SettingsSection } from '../../ui/settings-section.tsx';
import { BrowserStores } from './browser-stores.tsx';
import { DatabaseGroups } from './database-groups.tsx';
import { UsageSummary } from './usage-summary.tsx';
import { useClearStorage } from './use-clear-storage.ts';
import { useStorageOverview } from './use-storage-overview.ts';
import '../../ui/settings-page.css';
import './storage.css';

/**
 * Routes `/indexeddbpage` and `/indexedDBpage`: used space and quota, Meshtalk's database in
 * groups with their record counts and safe clearing, and the browser stores the app uses.
 */
export function NetworkDatabasePage() {
  const { t } = useTranslation(['storage', 'routes']);
  const { storageTier } = useAppCore();
  const { overview, reload } = useStorageOverview();
  const { busy, clearGroup, clearAll } = useClearStorage(reload);
  const [confirmingAll, setConfirmingAll] = useState(false);
  const clearable = overview.report?.clearable ?? 0;

  return (
    <IonPage>
      <PageHeader title={t('routes:networkDatabase')} />
      <IonContent>
        <div className="settings-column">
          <SettingsSection title={t('usage.section')}>
            <UsageSummary estimate={overview.estimate} />
          </SettingsSection>
          <SettingsSection
            title={t('database.title', { tier: t(`tiers.${storageTier}`) })}
            footer={<p className="settings-note">{t('safeNote')}</p>}
          >
            <DatabaseGroups
              report={overview.report}
              busy={busy}
              onClear={(id) => void clearGroup(id)}
            />
          </SettingsSection>
          <div className="storage-actions">
            <IonButton
              color="danger"
              disabled={busy || clearable === 0}
              onClick={() => setConfirmingAll(true)}
            >
              {t('clearAll.button')}
            </IonButton>
          </div>
          <SettingsSection
            title={t('browser.title')}
            footer={<p className="settings-note">{t('browser.note')}</p>}
          >
            <BrowserStores
              indexedDb={overview.indexedDb}
              localStorage={overview.localStorage}
              opfs={overview.opfs}
              showOpfs={storageTier === 'opfs'}
            />
          </SettingsSection>
        </div>
        <ClearDatabaseAlert
          isOpen={confirmingAll}
          header={t('clearAll.title')}
          onConfirm={() => void clearAll()}
          onDidDismiss={() => setConfirmingAll(false)}
        />
      </IonContent>
    </IonPage>
  );
}
