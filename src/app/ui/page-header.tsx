import { IonBackButton } from '@ionic/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButtons } from './ionic/ion-buttons.ts';
import { IonHeader } from './ionic/ion-header.ts';
import { IonTitle } from './ionic/ion-title.ts';
import { IonToolbar } from './ionic/ion-toolbar.ts';
import { HOME_PATH } from '../routes/paths.ts';

interface PageHeaderProps {
  title: ReactNode;
  /** Where Back goes when there is no history (a page opened by its address). */
  backTo?: string;
  /** Header buttons at the end. */
  end?: ReactNode;
}

/** The header of a page reached from elsewhere: Back, the title, optional buttons. */
export function PageHeader({ title, backTo = HOME_PATH, end }: PageHeaderProps) {
  const { t } = useTranslation('routes');
  return (
    <IonHeader>
      <IonToolbar>
        <IonButtons slot="start">
          <IonBackButton defaultHref={backTo} text={t('back')} aria-label={t('back')} />
        </IonButtons>
        <IonTitle>{title}</IonTitle>
        {end && <IonButtons slot="end">{end}</IonButtons>}
      </IonToolbar>
    </IonHeader>
  );
}
