import { IonIcon } from '@ionic/react';
import {
  appsOutline,
  optionsOutline,
  pulseOutline,
  qrCodeOutline,
  scanOutline,
  settingsOutline,
} from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { IonButtons } from '../../../ui/ionic/ion-buttons.ts';

const LINKS = [
  { path: '/settingspage', titleKey: 'settings', icon: settingsOutline },
  { path: '/relaypage', titleKey: 'relay', icon: pulseOutline },
  { path: '/aisetting', titleKey: 'aiSettings', icon: optionsOutline },
  { path: '/scanpage', titleKey: 'scanner', icon: scanOutline },
] as const;

interface MeHeaderButtonsProps {
  onShowQr: () => void;
  onOpenSubPages: () => void;
}

/** The Me page header: settings, relays, AI settings, the scanner, my QR code and the sub-pages. */
export function MeHeaderButtons({ onShowQr, onOpenSubPages }: MeHeaderButtonsProps) {
  const { t } = useTranslation('me');
  const { t: tRoutes } = useTranslation('routes');
  const { t: tQr } = useTranslation('qr');
  return (
    <IonButtons slot="end">
      {LINKS.map((link) => (
        <IonButton
          key={link.path}
          routerLink={link.path}
          aria-label={tRoutes(link.titleKey)}
          title={tRoutes(link.titleKey)}
        >
          <IonIcon slot="icon-only" icon={link.icon} aria-hidden="true" />
        </IonButton>
      ))}
      <IonButton onClick={onShowQr} aria-label={tQr('myId.show')} title={tQr('myId.show')}>
        <IonIcon slot="icon-only" icon={qrCodeOutline} aria-hidden="true" />
      </IonButton>
      <IonButton
        onClick={onOpenSubPages}
        aria-label={t('header.subPages')}
        title={t('header.subPages')}
      >
        <IonIcon slot="icon-only" icon={appsOutline} aria-hidden="true" />
      </IonButton>
    </IonButtons>
  );
}
