import {
  IonBackButton,
  IonButtons,
  IonContent,
  IonHeader,
  IonPage,
  IonTitle,
  IonToolbar,
} from '@ionic/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '../../../routes/route-table.ts';
import '../contacts.css';

interface SubPageProps {
  title: string;
  /** Header buttons at the end (a settings gear). */
  end?: ReactNode;
  /** Outside the centred column: sheets and modals. */
  overlay?: ReactNode;
  children: ReactNode;
}

/** The frame of every contacts page reached from a tab: Back, the title, a centred column. */
export function SubPage({ title, end, overlay, children }: SubPageProps) {
  const { t } = useTranslation('routes');
  return (
    <IonPage>
      <IonHeader>
        <IonToolbar>
          <IonButtons slot="start">
            <IonBackButton defaultHref={HOME_PATH} text={t('back')} aria-label={t('back')} />
          </IonButtons>
          <IonTitle>{title}</IonTitle>
          {end && <IonButtons slot="end">{end}</IonButtons>}
        </IonToolbar>
      </IonHeader>
      <IonContent>
        <div className="contacts-column">{children}</div>
        {overlay}
      </IonContent>
    </IonPage>
  );
}
