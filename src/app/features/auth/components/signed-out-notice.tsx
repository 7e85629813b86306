import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { errorTextKey } from '../error-texts.ts';

/** What a signed-in-only screen shows after a reload, before the user has logged in again. */
export function SignedOutNotice() {
  const { t } = useTranslation('auth');
  return (
    <div className="account-center">
      <p role="alert">{t(errorTextKey('not-logged-in'))}</p>
      <IonButton routerLink="/" routerDirection="root">
        {t('login.goToLogin')}
      </IonButton>
    </div>
  );
}
