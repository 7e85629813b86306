import { IonPage } from '@ionic/react';
import {
  bookOutline,
  chatbubblesOutline,
  codeSlashOutline,
  desktopOutline,
  documentTextOutline,
  globeOutline,
  heartOutline,
  helpCircleOutline,
  logoGithub,
  logoTiktok,
  logoX,
  logoYoutube,
  optionsOutline,
  pulseOutline,
  qrCodeOutline,
  scanOutline,
  swapHorizontalOutline,
} from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { ROUTE_TABLE } from '../../routes/route-table.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { SettingsLink, SettingsSection } from '../../ui/settings-section.tsx';
import '../../ui/settings-page.css';

/** The product's tools and pages, by route id of the route table, in the order shown. */
const DISCOVER = [
  { id: 'qrCode', icon: qrCodeOutline },
  { id: 'webTools', icon: codeSlashOutline },
  { id: 'browser', icon: globeOutline },
  { id: 'base64', icon: swapHorizontalOutline },
  { id: 'relay', icon: pulseOutline },
  { id: 'aiChat', icon: chatbubblesOutline },
  { id: 'aiSettings', icon: optionsOutline },
  { id: 'scanner', icon: scanOutline },
  { id: 'help', icon: helpCircleOutline },
  { id: 'userGuide', icon: bookOutline },
  { id: 'desktopAi', icon: desktopOutline },
  { id: 'versionNotes', icon: documentTextOutline },
  { id: 'sponsorship', icon: heartOutline },
  { id: 'sourceRepository', icon: logoGithub },
  { id: 'xPage', icon: logoX },
  { id: 'youtube', icon: logoYoutube },
  { id: 'tiktok', icon: logoTiktok },
] as const;

const pathOf = (id: string) => ROUTE_TABLE.find((entry) => entry.id === id)?.paths[0];

/** Route /discoverpage (the Me page's Discover): every tool and page, each opening its route. */
export function DiscoverPage() {
  const { t } = useTranslation(['tools', 'routes']);
  return (
    <IonPage>
      <PageHeader title={t('routes:discover')} />
      <IonContent>
        <div className="settings-column">
          <p className="ion-padding-horizontal">{t('discover.intro')}</p>
          <SettingsSection title={t('discover.list')}>
            {DISCOVER.map(({ id, icon }) => {
              const path = pathOf(id);
              return (
                path && <SettingsLink key={id} to={path} icon={icon} label={t(`routes:${id}`)} />
              );
            })}
          </SettingsSection>
        </div>
      </IonContent>
    </IonPage>
  );
}
