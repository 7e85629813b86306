import { IonIcon, IonPage } from '@ionic/react';
import { apertureOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { useSession } from '../../boot/core-context.ts';
import { SignedOutNotice } from '../auth/public.ts';
import { MY_MOMENTS_PATH } from '../moments/public.ts';
import { ProfileForm } from './profile-form.tsx';
import '../../ui/account-screens.css';

/** Route `/myself`: the signed-in user's own profile, and the way to my moments. */
export function MyProfilePage() {
  const { t } = useTranslation(['profile', 'auth']);
  const session = useSession();
  return (
    <IonPage>
      <PageHeader title={t('title')} />
      <IonContent>
        <div className="account-column">
          {/* Keyed by ID so a different account never inherits a draft. */}
          {session ? <ProfileForm key={session.pub} session={session} /> : <SignedOutNotice />}
          {session && (
            <IonButton expand="block" fill="outline" routerLink={MY_MOMENTS_PATH}>
              <IonIcon slot="start" icon={apertureOutline} aria-hidden="true" />
              {t('myMoments')}
            </IonButton>
          )}
        </div>
      </IonContent>
    </IonPage>
  );
}
