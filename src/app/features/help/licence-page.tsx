import { useIonRouter } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { useCore, useSession } from '../../boot/core-context.ts';
import { HOME_PATH, SIGN_IN_PATH } from '../../routes/paths.ts';
import { useAction } from '../../ui/use-action.ts';
import { useConfirm } from '../../ui/use-feedback.ts';
import { AgreementText } from '../auth/public.ts';
import { HelpFrame } from './components/help-frame.tsx';
import '../../ui/account-screens.css';

/**
 * Route `/licence`: the end-user licence agreement that logging in accepts, with Accept, which
 * returns to where the user came from, and Decline, which logs out once confirmed (or, signed
 * out, leads back to the sign-in screen).
 */
export function LicencePage() {
  const { t } = useTranslation(['help', 'routes']);
  const { account } = useCore();
  const signedIn = useSession() !== null;
  const router = useIonRouter();
  const confirm = useConfirm();
  const leave = () => router.navigateRoot(SIGN_IN_PATH);
  const signOut = useAction(
    async () => {
      await account.logout();
      leave();
    },
    { what: 'logging out after declining the licence', failureText: t('licence.logoutFailed') },
  );

  const accept = () => {
    if (router.canGoBack()) router.goBack();
    else router.navigateRoot(signedIn ? HOME_PATH : SIGN_IN_PATH);
  };
  // Logging out removes the account from this device, so declining says so first.
  const decline = async () => {
    if (!signedIn) return leave();
    const confirmed = await confirm({
      header: t('licence.confirmTitle'),
      message: t('licence.confirmMessage'),
      confirmText: t('licence.confirmDecline'),
    });
    if (confirmed) await signOut.run();
  };

  return (
    <HelpFrame
      title={t('routes:licence')}
      footer={
        <div className="help-actions">
          <IonButton fill="outline" disabled={signOut.busy} onClick={() => void decline()}>
            {t('licence.decline')}
          </IonButton>
          <IonButton disabled={signOut.busy} onClick={accept}>
            {t('licence.accept')}
          </IonButton>
        </div>
      }
    >
      <AgreementText />
      <p className="help-lead">{signedIn ? t('licence.signedIn') : t('licence.signedOut')}</p>
    </HelpFrame>
  );
}
