import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { IonModal } from '../../../ui/ionic/ion-modal.ts';
import { IonButtons } from '../../../ui/ionic/ion-buttons.ts';
import { IonContent } from '../../../ui/ionic/ion-content.ts';
import { IonFooter } from '../../../ui/ionic/ion-footer.ts';
import { IonHeader } from '../../../ui/ionic/ion-header.ts';
import { IonTitle } from '../../../ui/ionic/ion-title.ts';
import { IonToolbar } from '../../../ui/ionic/ion-toolbar.ts';

const SECTIONS = ['identity', 'relays', 'conduct', 'blacklist', 'security', 'warranty'] as const;

export interface AgreementModalProps {
  isOpen: boolean;
  /** With `onAccept` the modal asks Accept/Decline; without it the agreement is only read. */
  onAccept?: () => void;
  /** Decline, Close, the backdrop and Escape all end here. */
  onDismiss: () => void;
}

/** The end-user licence agreement that logging in, importing and creating an account accept. */
export function AgreementModal({ isOpen, onAccept, onDismiss }: AgreementModalProps) {
  const { t } = useTranslation('auth');
  return (
    // Ionic names its inner dialog from `aria-label` only: aria-labelledby would leave it unnamed.
    <IonModal isOpen={isOpen} onDidDismiss={onDismiss} aria-label={t('agreement.title')}>
      <IonHeader>
        <IonToolbar>
          <IonTitle>{t('agreement.title')}</IonTitle>
          {!onAccept && (
            <IonButtons slot="end">
              <IonButton onClick={onDismiss}>{t('nav.close')}</IonButton>
            </IonButtons>
          )}
        </IonToolbar>
      </IonHeader>
      <IonContent>
        <AgreementText />
      </IonContent>
      {onAccept && (
        <IonFooter>
          <IonToolbar>
            <div className="agreement-actions">
              <IonButton fill="outline" onClick={onDismiss}>
                {t('agreement.decline')}
              </IonButton>
              <IonButton onClick={onAccept}>{t('agreement.accept')}</IonButton>
            </div>
          </IonToolbar>
        </IonFooter>
      )}
    </IonModal>
  );
}

/** The agreement's text: the modal's, and the licence page's (/licence). */
export function AgreementText() {
  const { t } = useTranslation('auth');
  return (
    <article className="agreement-text">
      <h2>{t('agreement.heading')}</h2>
      <p>{t('agreement.intro')}</p>
      {SECTIONS.map((section) => (
        <section key={section}>
          <h3>{t(`agreement.${section}Title`)}</h3>
          <p>{t(`agreement.${section}Body`)}</p>
        </section>
      ))}
    </article>
  );
}
