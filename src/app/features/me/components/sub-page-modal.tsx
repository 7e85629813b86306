import { IonIcon } from '@ionic/react';
import { arrowBackOutline, closeOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { IonButtons } from '../../../ui/ionic/ion-buttons.ts';
import { IonHeader } from '../../../ui/ionic/ion-header.ts';
import { IonModal } from '../../../ui/ionic/ion-modal.ts';
import { IonTitle } from '../../../ui/ionic/ion-title.ts';
import { IonToolbar } from '../../../ui/ionic/ion-toolbar.ts';
import type { ModalNav } from '../hooks/use-modal-nav.ts';
import { SUB_PAGES, isSubPage } from '../lib/sub-pages.ts';
import { SubPageHost } from './sub-page-host.tsx';

interface SubPageModalProps {
  nav: ModalNav;
  /** False while another screen is on show: the modal waits, its history kept. */
  visible: boolean;
}

/**
 * The Me page's full-screen modal: one sub-page at a time, the others a tap away. Opening one
 * pushes the page on show, Back returns to it (and closes the modal when there is none).
 */
export function SubPageModal({ nav, visible }: SubPageModalProps) {
  const { t } = useTranslation('me');
  const { t: tRoutes } = useTranslation('routes');
  const current = isSubPage(nav.current) ? nav.current : null;
  const previous = nav.history.at(-1);
  const title = current ? tRoutes(current) : '';
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
                      ? t('subPages.backTo', { title: tRoutes(previous) })
                      : t('subPages.backOut')
                  }
                >
                  <IonIcon slot="start" icon={arrowBackOutline} aria-hidden="true" />
                  {tRoutes('back')}
                </IonButton>
              </IonButtons>
              <IonTitle>{title}</IonTitle>
              <IonButtons slot="end">
                <IonButton onClick={nav.close} aria-label={t('subPages.close')}>
                  <IonIcon slot="icon-only" icon={closeOutline} aria-hidden="true" />
                </IonButton>
              </IonButtons>
            </IonToolbar>
            <nav className="me-subpage-nav" aria-label={t('subPages.nav')}>
              {SUB_PAGES.map((page) => (
                <button
                  key={page.id}
                  type="button"
                  className="me-subpage-link"
                  aria-current={page.id === current ? 'page' : undefined}
                  onClick={() => nav.open(page.id)}
                >
                  <IonIcon icon={page.icon} aria-hidden="true" />
                  {tRoutes(page.id)}
                </button>
              ))}
            </nav>
          </IonHeader>
          <SubPageHost key={current} id={current} />
        </>
      )}
    </IonModal>
  );
}
