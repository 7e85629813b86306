import { IonIcon, IonPage } from '@ionic/react';
import { codeSlashOutline, logoTiktok, logoX, logoYoutube, openOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { SITES } from '@core/text/web-target.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { EXTERNAL_LINK } from '../../ui/safe-link.ts';
import './external-link-pages.css';

interface SitePageProps {
  /** The page's title: a key of the `routes` namespace. */
  titleKey: string;
  /** The site's name, as its owners write it. */
  site: string;
  url: string;
  icon: string;
}

/** A page that says where it leads and opens it in a new tab that cannot reach back. */
function SitePage({ titleKey, site, url, icon }: SitePageProps) {
  const { t } = useTranslation(['tools', 'routes']);
  return (
    <IonPage>
      <PageHeader title={t(`routes:${titleKey}`)} />
      <IonContent className="ion-padding">
        <div className="external-link">
          <IonIcon className="external-link-icon" icon={icon} aria-hidden="true" />
          <p>{t('links.leadsTo', { site, url })}</p>
          <IonButton href={url} {...EXTERNAL_LINK}>
            <IonIcon slot="end" icon={openOutline} aria-hidden="true" />
            {t('links.open', { site })}
          </IonButton>
        </div>
      </IonContent>
    </IonPage>
  );
}

/** Route /xpage. */
export function XPage() {
  return <SitePage titleKey="xPage" site="X" url={SITES.x} icon={logoX} />;
}

/** Route /youtubepage. */
export function YoutubePage() {
  return <SitePage titleKey="youtube" site="YouTube" url={SITES.youtube} icon={logoYoutube} />;
}

/** Route /tiktokpage. */
export function TiktokPage() {
  return <SitePage titleKey="tiktok" site="TikTok" url={SITES.tiktok} icon={logoTiktok} />;
}

/**
 * Route /githubpage. The project names no public repository, so the page says plainly where its
 * code is: what this relay serves, built from the source its operator holds.
 */
export function GithubPage() {
  const { t } = useTranslation(['tools', 'routes']);
  return (
    <IonPage>
      <PageHeader title={t('routes:sourceRepository')} />
      <IonContent className="ion-padding">
        <div className="external-link">
          <IonIcon className="external-link-icon" icon={codeSlashOutline} aria-hidden="true" />
          <p>{t('links.sourceServed', { origin: window.location.origin })}</p>
          <p>{t('links.sourceHowTo')}</p>
        </div>
      </IonContent>
    </IonPage>
  );
}
