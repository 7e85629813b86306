import { IonIcon, IonPage } from '@ionic/react';
import {
  copyOutline,
  keyOutline,
  personOutline,
  pulseOutline,
  qrCodeOutline,
  scanOutline,
  settingsOutline,
} from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { IonItem } from '../../ui/ionic/ion-item.ts';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { IonHeader } from '../../ui/ionic/ion-header.ts';
import { IonLabel } from '../../ui/ionic/ion-label.ts';
import { IonList } from '../../ui/ionic/ion-list.ts';
import { IonTitle } from '../../ui/ionic/ion-title.ts';
import { IonToolbar } from '../../ui/ionic/ion-toolbar.ts';
import { useSession } from '../../core/core-context.ts';
import { useCopyText } from '../../ui/use-copy-text.ts';
import { MyQrModal } from '../../features/profile/my-qr-modal.tsx';
import { shortenId } from './shorten-id.ts';
import './profile-tab.css';

/** The spec's toast time for 'ID Copied'. */
const ID_COPIED_TOAST_MS = 1_500;

const LINKS = [
  { path: '/myself', titleKey: 'myProfile', icon: personOutline },
  { path: '/keycheck', titleKey: 'keyCheck', icon: keyOutline },
  { path: '/settingspage', titleKey: 'settings', icon: settingsOutline },
  { path: '/relaypage', titleKey: 'relay', icon: pulseOutline },
  { path: '/ScanPage', titleKey: 'scanner', icon: scanOutline },
  { path: '/qrpage', titleKey: 'qrCode', icon: qrCodeOutline },
] as const;

/** The Profile tab ("Me"): who is signed in, their ID to copy, and the account screens. */
export function ProfileTab() {
  const { t } = useTranslation('shell');
  const { t: tRoutes } = useTranslation('routes');
  const session = useSession();
  const { t: tQr } = useTranslation('qr');
  const copyText = useCopyText();
  const [showingQr, setShowingQr] = useState(false);

  const copyId = (pub: string) =>
    copyText(pub, { copied: t('idCopied'), failed: t('copyFailed'), duration: ID_COPIED_TOAST_MS });

  return (
    <IonPage>
      <IonHeader>
        <IonToolbar>
          <IonTitle>{t('tabProfile')}</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        <div className="me-panel">
          {session && (
            <section className="me-card" aria-label={t('meCardLabel')}>
              <img className="me-avatar" src={session.avatar} alt="" />
              <div className="me-identity">
                <h2 className="me-alias">{session.alias}</h2>
                <p className="me-id">
                  <span>{t('idLabel')}</span>{' '}
                  <code title={session.pub}>{shortenId(session.pub)}</code>
                  <IonButton
                    fill="clear"
                    size="small"
                    aria-label={t('copyId')}
                    onClick={() => void copyId(session.pub)}
                  >
                    <IonIcon slot="icon-only" icon={copyOutline} aria-hidden="true" />
                  </IonButton>
                  <IonButton
                    fill="clear"
                    size="small"
                    aria-label={tQr('myId.show')}
                    title={tQr('myId.show')}
                    onClick={() => setShowingQr(true)}
                  >
                    <IonIcon slot="icon-only" icon={qrCodeOutline} aria-hidden="true" />
                  </IonButton>
                </p>
              </div>
            </section>
          )}
          <IonList inset>
            {LINKS.map((link) => (
              <IonItem key={link.path} routerLink={link.path} detail>
                <IonIcon slot="start" icon={link.icon} aria-hidden="true" />
                <IonLabel>{tRoutes(link.titleKey)}</IonLabel>
              </IonItem>
            ))}
          </IonList>
        </div>
        <MyQrModal
          pub={showingQr ? (session?.pub ?? null) : null}
          onClose={() => setShowingQr(false)}
        />
      </IonContent>
    </IonPage>
  );
}
