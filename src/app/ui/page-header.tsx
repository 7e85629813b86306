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

/**
 * Back, named in the interface language. Ionic reads the button's `aria-label` once, when it is
 * made, so a new language makes a new button.
 */
export function BackButton({ backTo = HOME_PATH }: { backTo?: string }) {
  const { t, i18n } = useTranslation('routes');
  return (
    <IonBackButton
      key={i18n.language}
      defaultHref={backTo}
      text={t('back')}
      aria-label={t('back')}
    />
  );
}

/** The header of a page reached from elsewhere: Back, the title, optional buttons. */
export function PageHeader({ title, backTo, end }: PageHeaderProps) {
  return (
    <IonHeader>
      <IonToolbar>
        <IonButtons slot="start">
          <BackButton {...(backTo ? { backTo } : {})} />
        </IonButtons>
        <IonTitle>{title}</IonTitle>
        {end && <IonButtons slot="end">{end}</IonButtons>}
      </IonToolbar>
    </IonHeader>
  );
}
