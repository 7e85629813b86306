import { IonPage } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { IonButtons } from '../../ui/ionic/ion-buttons.ts';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { IonHeader } from '../../ui/ionic/ion-header.ts';
import { IonTitle } from '../../ui/ionic/ion-title.ts';
import { IonToolbar } from '../../ui/ionic/ion-toolbar.ts';
import { BackButton } from '../../ui/page-header.tsx';
import { ActionsSection } from './actions-section.tsx';
import { ApplicationSection } from './application-section.tsx';
import {
  AccountSection,
  ResourcesSection,
  SecuritySection,
  SupportSection,
} from './link-sections.tsx';
import { PrivacySection } from './privacy-section.tsx';
import { StorageSection } from './storage-section.tsx';
import '../../ui/settings-page.css';

export interface SettingsPageProps {
  /** Inside the home shell Settings is a tab, so there is nowhere to go back to. */
  hideBackButton?: boolean;
}

/** Route `/settingspage` and the Settings tab: the spec's sections, in the spec's order. */
export function SettingsPage({ hideBackButton = false }: SettingsPageProps) {
  const { t } = useTranslation('settings');
  return (
    <IonPage>
      <IonHeader>
        <IonToolbar>
          {!hideBackButton && (
            <IonButtons slot="start">
              <BackButton />
            </IonButtons>
          )}
          <IonTitle>{t('title')}</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        <div className="settings-column">
          <AccountSection />
          <ApplicationSection />
          <ResourcesSection />
          <SupportSection />
          <SecuritySection />
          <StorageSection />
          <PrivacySection />
          <ActionsSection />
        </div>
      </IonContent>
    </IonPage>
  );
}
