import { IonIcon, IonPage } from '@ionic/react';
import { copyOutline, keyOutline, personOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { IonItem } from '../../ui/ionic/ion-item.ts';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { IonHeader } from '../../ui/ionic/ion-header.ts';
import { IonLabel } from '../../ui/ionic/ion-label.ts';
import { IonList } from '../../ui/ionic/ion-list.ts';
import { IonTitle } from '../../ui/ionic/ion-title.ts';
import { IonToolbar } from '../../ui/ionic/ion-toolbar.ts';
import { useSession } from '../../boot/core-context.ts';
import { ID_COPIED_MS, useCopyText } from '../../ui/use-copy-text.ts';
import { MyQrModal } from '../../features/profile/my-qr-modal.tsx';
import { MeHeaderButtons } from '../../features/me/components/me-header-buttons.tsx';
import { NetworkSection } from '../../features/me/components/network-section.tsx';
import { SubPageModal } from '../../features/me/components/sub-page-modal.tsx';
import { useModalNav } from '../../features/me/hooks/use-modal-nav.ts';
import { SUB_PAGE_GRID } from '../../features/me/lib/sub-pages.ts';
import '../../features/me/me-page.css';
import { HOME_PATH } from '../../routes/paths.ts';
import { useHomeShell } from '../home-shell-context.ts';
import { TAB_ICONS, TAB_LABEL_KEYS } from '../home-tabs.ts';
import { shortenId } from './shorten-id.ts';
import './profile-tab.css';

const LINKS = [
  { path: '/myself', titleKey: 'myProfile', icon: personOutline },
  { path: '/keycheck', titleKey: 'keyCheck', icon: keyOutline },
] as const;

/**
 * The Profile tab ("Me"): who is signed in, their ID to copy and as a QR code, the network of me,
 * my friends and my relays, and the full-screen modal of sub-pages (its history kept per user).
 */
export function ProfileTab() {
  const { t } = useTranslation('shell');
  const { t: tRoutes } = useTranslation('routes');
  const session = useSession();
  const { t: tMe } = useTranslation('me');
  const copyText = useCopyText();
  const [showingQr, setShowingQr] = useState(false);
  const nav = useModalNav();
  const { pathname } = useLocation();
  const shell = useHomeShell();
  // The modal waits (history kept) while another screen or tab is on show.
  const onShow =
    pathname.toLowerCase() === HOME_PATH && (shell === null || shell.tab === 'profile');
  const subPagesOpen = onShow && nav.current !== null;

  const copyId = (pub: string) =>
    copyText(pub, { copied: t('idCopied'), failed: t('copyFailed'), duration: ID_COPIED_MS });

  return (
    <IonPage>
      <IonHeader>
        <IonToolbar>
          <IonTitle>{t('tabProfile')}</IonTitle>
          <MeHeaderButtons
            onShowQr={() => setShowingQr(true)}
            onOpenSubPages={() => nav.open(nav.current ?? SUB_PAGE_GRID)}
          />
        </IonToolbar>
      </IonHeader>
      <IonContent>
        <div className="me-panel">
          {session && (
            <section className="me-card" aria-label={t('meCardLabel')}>
              <IonButton
                className="me-avatar-link"
                fill="clear"
                routerLink="/myself"
                aria-label={tMe('avatarLink', { name: session.alias })}
              >
                <img className="me-avatar" src={session.avatar} alt="" />
              </IonButton>
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
            {/* The tab bar has no OS tab: narrow screens reach the home icon grid from here. */}
            {shell && !shell.wide && (
              <IonItem button detail onClick={() => shell.selectTab('os')}>
                <IonIcon slot="start" icon={TAB_ICONS.os} aria-hidden="true" />
                <IonLabel>{t(TAB_LABEL_KEYS.os)}</IonLabel>
              </IonItem>
            )}
          </IonList>
          <NetworkSection covered={subPagesOpen} />
        </div>
        <MyQrModal
          pub={showingQr ? (session?.pub ?? null) : null}
          onClose={() => setShowingQr(false)}
        />
        <SubPageModal nav={nav} visible={onShow} />
      </IonContent>
    </IonPage>
  );
}
