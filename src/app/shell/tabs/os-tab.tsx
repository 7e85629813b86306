import { IonIcon, IonPage, useIonRouter } from '@ionic/react';
import { arrowBackOutline } from 'ionicons/icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME_ICONS, IconGrid } from '../../features/home-grid/public.ts';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { IonButtons } from '../../ui/ionic/ion-buttons.ts';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { IonHeader } from '../../ui/ionic/ion-header.ts';
import { IonTitle } from '../../ui/ionic/ion-title.ts';
import { IonToolbar } from '../../ui/ionic/ion-toolbar.ts';
import { useHomeShell } from '../home-shell-context.ts';

const PATHS: ReadonlyMap<string, string> = new Map(HOME_ICONS.map((icon) => [icon.id, icon.path]));

/**
 * The OS tab: the home icon grid (spec 002 §2.1, §2.2), each icon opening its route. The tab bar
 * of narrow screens has no room for it; there the Profile tab leads here, and Back returns.
 */
export function OsTab() {
  const { t } = useTranslation('shell');
  const { t: tHome } = useTranslation('home');
  const { t: tRoutes } = useTranslation('routes');
  const router = useIonRouter();
  const shell = useHomeShell();
  const icons = useMemo(
    () => HOME_ICONS.map(({ id, icon }) => ({ id, icon, label: tHome(`icons.${id}`) })),
    [tHome],
  );
  const open = (id: string) => {
    const path = PATHS.get(id);
    if (path) router.push(path);
  };

  return (
    <IonPage>
      <IonHeader>
        <IonToolbar>
          {shell && !shell.wide && (
            <IonButtons slot="start">
              <IonButton onClick={() => shell.selectTab('profile')} aria-label={t('backToProfile')}>
                <IonIcon slot="start" icon={arrowBackOutline} flipRtl aria-hidden="true" />
                {tRoutes('back')}
              </IonButton>
            </IonButtons>
          )}
          <IonTitle>{t('tabOs')}</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        <IconGrid grid="home" icons={icons} label={tHome('gridLabel')} onOpen={open} />
      </IonContent>
    </IonPage>
  );
}
