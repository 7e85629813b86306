import { IonIcon } from '@ionic/react';
import { cloudDownloadOutline, cloudUploadOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { IonItem } from '../../ui/ionic/ion-item.ts';
import { IonLabel } from '../../ui/ionic/ion-label.ts';
import { IonList } from '../../ui/ionic/ion-list.ts';
import { MigrationPage } from './migration-page.tsx';

const CHOICES = [
  { to: '/migrationexport', icon: cloudUploadOutline, key: 'export' },
  { to: '/migrationimport', icon: cloudDownloadOutline, key: 'import' },
] as const;

/** Route /migrationchoice: export from this device, or import from another one. */
export function MigrationChoicePage() {
  const { t } = useTranslation(['routes', 'migration']);
  return (
    <MigrationPage title={t('migrationChoice')}>
      <p className="migration-hint">{t('migration:choice.intro')}</p>
      <p className="migration-hint">{t('migration:choice.history')}</p>
      <IonList inset>
        {CHOICES.map((choice) => (
          <IonItem key={choice.to} routerLink={choice.to} detail>
            <IonIcon slot="start" icon={choice.icon} aria-hidden="true" />
            <IonLabel className="ion-text-wrap">
              <h2>{t(`migration:choice.${choice.key}`)}</h2>
              <p>{t(`migration:choice.${choice.key}Hint`)}</p>
            </IonLabel>
          </IonItem>
        ))}
      </IonList>
    </MigrationPage>
  );
}
