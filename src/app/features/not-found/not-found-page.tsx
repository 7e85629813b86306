import { IonPage } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { IonHeader } from '../../ui/ionic/ion-header.ts';
import { IonTitle } from '../../ui/ionic/ion-title.ts';
import { IonToolbar } from '../../ui/ionic/ion-toolbar.ts';
import { useSession } from '../../boot/core-context.ts';
import { HOME_PATH, SIGN_IN_PATH } from '../../routes/paths.ts';
import './not-found-page.css';

/** An address no route serves: say so and offer the way home (the sign-in screen when signed out). */
export function NotFoundPage() {
  const { t } = useTranslation('routes');
  const signedIn = useSession() !== null;
  return (
    <IonPage>
      <IonHeader>
        <IonToolbar>
          <IonTitle>{t('notFoundTitle')}</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        <div className="not-found">
          <p>{t('notFoundText')}</p>
          <IonButton routerLink={signedIn ? HOME_PATH : SIGN_IN_PATH} routerDirection="root">
            {signedIn ? t('goHome') : t('goToSignIn')}
          </IonButton>
        </div>
      </IonContent>
    </IonPage>
  );
}
