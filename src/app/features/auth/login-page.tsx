import { IonIcon, IonPage, useIonRouter } from '@ionic/react';
import { warningOutline } from 'ionicons/icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { IonSpinner } from '../../ui/ionic/ion-spinner.ts';
import { useKeptSessionLost } from '../../boot/core-context.ts';
import { keepNextPath } from '../../routes/next-path.ts';
import { AgreementNotice } from './components/agreement-notice.tsx';
import type { ImportMode } from './components/import-key-pair-form.tsx';
import { UnlockCard } from './components/unlock-card.tsx';
import { useStoredAccount } from './use-stored-account.ts';
import '../../ui/account-screens.css';

// Opened on request only, so the screen draws without their code (the import form, the sheets).
const ImportKeyPairModal = lazy(() =>
  import('./components/import-key-pair-modal.tsx').then((m) => ({
    default: m.ImportKeyPairModal,
  })),
);
const AgreementModal = lazy(() =>
  import('./components/agreement-modal.tsx').then((m) => ({ default: m.AgreementModal })),
);

/** Route `/`: unlock the stored account, or create or import one. */
export function LoginPage() {
  const { t } = useTranslation(['auth', 'routes']);
  const router = useIonRouter();
  const stored = useStoredAccount();
  const keptSessionLost = useKeptSessionLost();
  const { search } = useLocation();
  const [importOpen, setImportOpen] = useState(false);
  const [importMode, setImportMode] = useState<ImportMode>('import');
  const [agreementOpen, setAgreementOpen] = useState(false);
  // Each sheet mounts when first opened and stays, so it can animate closed and open again.
  const importShown = useShownOnce(importOpen);
  const agreementShown = useShownOnce(agreementOpen);
  const account = stored.status === 'ready' ? stored.account : null;

  function openImport(mode: ImportMode) {
    setImportMode(mode);
    setImportOpen(true);
  }

  return (
    <IonPage>
      <IonContent>
        <div className="account-column">
          <header className="account-brand">
            <h1>{t('brand.name')}</h1>
            <p>{t('brand.tagline')}</p>
          </header>
          {stored.status === 'loading' && (
            <div className="account-center">
              <IonSpinner aria-label={t('login.loading')} />
            </div>
          )}
          {keptSessionLost && (
            <p className="account-callout warning" role="alert">
              <IonIcon icon={warningOutline} aria-hidden="true" />
              <span>{t('login.keptSessionLost')}</span>
            </p>
          )}
          {account && <UnlockCard account={account} onForgotPassword={() => openImport('reset')} />}
          {stored.status === 'ready' && !account && (
            <p className="account-hint">{t('login.noAccount')}</p>
          )}
          {/* After loading, so the buttons do not change emphasis under the user's finger. */}
          {stored.status === 'ready' && (
            <nav className="account-actions" aria-label={t('login.otherWays')}>
              <IonButton
                routerLink={keepNextPath('/creatkeypage', search)}
                expand="block"
                fill={account ? 'outline' : 'solid'}
              >
                {t('login.createKey')}
              </IonButton>
              <IonButton expand="block" fill="outline" onClick={() => openImport('import')}>
                {t('login.importKeyPair')}
              </IonButton>
            </nav>
          )}
          <AgreementNotice text="notice" onOpenAgreement={() => router.push('/licence')} />
          <p className="agreement-notice">
            <IonButton fill="clear" size="small" routerLink="/legal">
              {t('routes:legal')}
            </IonButton>
            <IonButton fill="clear" size="small" routerLink="/help">
              {t('routes:help')}
            </IonButton>
          </p>
        </div>
        <Suspense fallback={null}>
          {importShown && (
            <ImportKeyPairModal
              isOpen={importOpen}
              mode={importMode}
              replacesAccount={account !== null}
              onDismiss={() => setImportOpen(false)}
              onOpenAgreement={() => setAgreementOpen(true)}
            />
          )}
          {agreementShown && (
            <AgreementModal isOpen={agreementOpen} onDismiss={() => setAgreementOpen(false)} />
          )}
        </Suspense>
      </IonContent>
    </IonPage>
  );
}

/** Whether `open` has been true at least once. */
function useShownOnce(open: boolean): boolean {
  const [shown, setShown] = useState(open);
  if (open && !shown) setShown(true);
  return shown || open;
}
