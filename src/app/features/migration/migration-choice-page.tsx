import { IonIcon } from '@ionic/react';
import { cloudDownloadOutline, cloudUploadOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { IonItem } from '../../ui/ionic/ion-item.ts';
import { IonLabel } from '../../ui/ionic/ion-label.ts';
import { IonList } from '../../ui/ionic/ion-list.ts';
import { MigrationPage } from './migration-page.tsx';

/** Route /migrationchoice: export from this device, or import from another one. */
export function MigrationChoicePage() {
  const { t } = useTranslation(['routes', 'migration']);
  return (
    <MigrationPage title={t('migrationChoice')}>
      <p className="migration-hint">{t('migration:choice.intro')}</p>
      <IonList inset>
        <IonItem routerLink="/migrationexport" detail>
          <IonIcon slot="start" icon={cloudUploadOutline} aria-hidden="true" />
          <IonLabel className="ion-text-wrap">
            <h2>{t('migration:choice.export')}</h2>
            <p>{t('migration:choice.exportHint')}</p>
          </IonLabel>
        </IonItem>
        <IonItem routerLink="/migrationimport" detail>
          <IonIcon slot="start" icon={cloudDownloadOutline} aria-hidden="true" />
          <IonLabel className="ion-text-wrap">
            <h2>{t('migration:choice.import')}</h2>
            <p>{t('migration:choice.importHint')}</p>
          </IonLabel>
        </IonItem>
      </IonList>
    </MigrationPage>
  );
}
