import { IonPage } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { useSession } from '../../core/core-context.ts';
import { SignedOutNotice } from '../auth/components/signed-out-notice.tsx';
import { ProfileForm } from './profile-form.tsx';
import '../auth/account-screens.css';

/** Route `/myself`: the signed-in user's own profile. */
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
        </div>
      </IonContent>
    </IonPage>
  );
}
