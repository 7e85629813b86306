import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { refusalKey } from '../../../ui/use-refusal-text.ts';

/** What a signed-in-only screen shows after a reload, before the user has logged in again. */
export function SignedOutNotice() {
  const { t } = useTranslation('auth');
  return (
    <div className="account-center">
      <p role="alert">{t(refusalKey('account', 'not-logged-in'))}</p>
      <IonButton routerLink="/" routerDirection="root">
        {t('login.goToLogin')}
      </IonButton>
    </div>
  );
}
