import { IonIcon } from '@ionic/react';
import { arrowBackOutline, closeOutline } from 'ionicons/icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { IonButtons } from '../../../ui/ionic/ion-buttons.ts';
import { IonContent } from '../../../ui/ionic/ion-content.ts';
import { IonHeader } from '../../../ui/ionic/ion-header.ts';
import { IonModal } from '../../../ui/ionic/ion-modal.ts';
import { IonTitle } from '../../../ui/ionic/ion-title.ts';
import { IonToolbar } from '../../../ui/ionic/ion-toolbar.ts';
import { IconGrid } from '../../home-grid/public.ts';
import type { ModalNav } from '../hooks/use-modal-nav.ts';
import { SUB_PAGES, SUB_PAGE_GRID, isModalView } from '../lib/sub-pages.ts';
import { SubPageHost } from './sub-page-host.tsx';

interface SubPageModalProps {
  nav: ModalNav;
  /** False while another screen is on show: the modal waits, its history kept. */
  visible: boolean;
}

/**
 * The Me page's full-screen modal: it opens on the icon grid of its sub-pages (in the user's own
 * order), and shows one sub-page at a time. Opening one pushes the view on show, Back returns to
 * it (and closes the modal when there is none).
 */
export function SubPageModal({ nav, visible }: SubPageModalProps) {
  const { t } = useTranslation('me');
  const { t: tRoutes } = useTranslation('routes');
  const current = isModalView(nav.current) ? nav.current : null;
  const previous = nav.history.at(-1);
  const titleOf = (view: string) => (view === SUB_PAGE_GRID ? t('subPages.label') : tRoutes(view));
  const icons = useMemo(
    () => SUB_PAGES.map(({ id, icon }) => ({ id, icon, label: tRoutes(id) })),
    [tRoutes],
  );
  return (
    <IonModal
      className="me-subpages"
      isOpen={visible && current !== null}
      onDidDismiss={() => current !== null && visible && nav.close()}
      aria-label={t('subPages.label')}
    >
      {current && (
        <>
          <IonHeader>
            <IonToolbar>
              <IonButtons slot="start">
                <IonButton
                  onClick={nav.back}
                  aria-label={
                    previous
                      ? t('subPages.backTo', { title: titleOf(previous) })
                      : t('subPages.backOut')
                  }
                >
                  <IonIcon slot="start" icon={arrowBackOutline} flipRtl aria-hidden="true" />
                  {tRoutes('back')}
                </IonButton>
              </IonButtons>
              <IonTitle>{titleOf(current)}</IonTitle>
              <IonButtons slot="end">
                <IonButton onClick={nav.close} aria-label={t('subPages.close')}>
                  <IonIcon slot="icon-only" icon={closeOutline} aria-hidden="true" />
                </IonButton>
              </IonButtons>
            </IonToolbar>
          </IonHeader>
          {current === SUB_PAGE_GRID ? (
            <IonContent>
              <IconGrid grid="me" icons={icons} label={t('subPages.grid')} onOpen={nav.open} />
            </IonContent>
          ) : (
            <SubPageHost key={current} id={current} />
          )}
        </>
      )}
    </IonModal>
  );
}
