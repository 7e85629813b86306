import { IonPage } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { IonSpinner } from '../../ui/ionic/ion-spinner.ts';
import { keepNextPath } from '../../routes/next-path.ts';
import { SIGN_IN_PATH } from '../../routes/paths.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { NewAccountForm } from './components/new-account-form.tsx';
import { useKeyGeneration } from './use-key-generation.ts';
import { useStoredAccount } from './use-stored-account.ts';
import '../../ui/account-screens.css';

/** Route `/creatkeypage`: a new key pair becomes a new account. */
export function CreateKeyPage() {
  const { t } = useTranslation('auth');
  const { state, retry } = useKeyGeneration();
  const stored = useStoredAccount();
  const { search } = useLocation();

  return (
    <IonPage>
      <PageHeader title={t('create.title')} backTo={keepNextPath(SIGN_IN_PATH, search)} />
      <IonContent>
        <div className="account-column">
          {(state.status === 'generating' || stored.status === 'loading') && (
            <div className="account-center" role="status">
              <IonSpinner aria-hidden="true" />
              <p>{t('create.generating')}</p>
            </div>
          )}
          {state.status === 'failed' && (
            <div className="account-center">
              <p className="account-error" role="alert">
                {t(state.errorKey)}
              </p>
              <IonButton onClick={retry}>{t('create.retry')}</IonButton>
            </div>
          )}
          {state.status === 'ready' && stored.status === 'ready' && (
            <NewAccountForm pair={state.pair} replacesAlias={stored.account?.alias ?? null} />
          )}
        </div>
      </IonContent>
    </IonPage>
  );
}
