import { IonPage } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { useSession } from '../../boot/core-context.ts';
import { SignedOutNotice } from '../auth/public.ts';
import { CopyButton } from '../../ui/copy-button.tsx';
import { ExportKeyPairSection } from './export-key-pair-section.tsx';
import '../../ui/account-screens.css';

/** Route `/keycheck`: the public keys of this account and the encrypted export of its key pair. */
export function KeyCheckPage() {
  const { t } = useTranslation(['keycheck', 'auth']);
  const session = useSession();
  return (
    <IonPage>
      <PageHeader title={t('title')} />
      <IonContent>
        <div className="account-column">
          {session ? (
            <>
              <p className="account-hint">{t('intro')}</p>
              <section className="account-section" aria-labelledby="public-id-heading">
                <div className="account-key-row">
                  <h2 id="public-id-heading">{t('publicId')}</h2>
                  <CopyButton
                    text={session.pub}
                    label={t('copyId')}
                    copiedMessage={t('idCopied')}
                    duration={1_500}
                  />
                </div>
                <code className="account-key">{session.pub}</code>
                <p className="account-hint">{t('publicIdHint')}</p>
              </section>
              <section className="account-section" aria-labelledby="epub-heading">
                <div className="account-key-row">
                  <h2 id="epub-heading">{t('epub')}</h2>
                  <CopyButton text={session.pair.epub} label={t('copyEpub')} />
                </div>
                <code className="account-key">{session.pair.epub}</code>
                <p className="account-hint">{t('epubHint')}</p>
              </section>
              <ExportKeyPairSection key={session.pub} pub={session.pub} />
            </>
          ) : (
            <SignedOutNotice />
          )}
        </div>
      </IonContent>
    </IonPage>
  );
}
