import { IonIcon, IonPage } from '@ionic/react';
import { clipboardOutline, closeCircleOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { IonFooter } from '../../ui/ionic/ion-footer.ts';
import { IonTextarea } from '../../ui/ionic/ion-textarea.ts';
import { IonToolbar } from '../../ui/ionic/ion-toolbar.ts';
import { QR_TEXT_WARNING } from '@core/scan/qr-capacity.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { QrCode } from '../../ui/qr/qr-code.tsx';
import { useToast } from '../../ui/use-toast.ts';
import './qr-page.css';

/**
 * Route /qrpage: a text with paste and clear, and its QR code drawn as it is typed. The input sits
 * in the footer, so it stays above the on-screen keyboard; above 1800 characters the spec warns.
 */
export function QrPage() {
  const { t } = useTranslation(['qr', 'routes']);
  const toast = useToast();
  const [text, setText] = useState('');

  async function paste() {
    try {
      setText(await navigator.clipboard.readText());
    } catch {
      toast(t('page.pasteFailed'), { color: 'danger' });
    }
  }

  return (
    <IonPage>
      <PageHeader title={t('routes:qrCode')} />
      <IonContent className="ion-padding">
        <div className="qr-page-code">
          {text === '' ? (
            <p className="qr-page-empty">{t('page.empty')}</p>
          ) : (
            <QrCode value={text} label={t('page.code')} size={240} />
          )}
          {text.length > QR_TEXT_WARNING && (
            <p className="qr-page-warning" role="alert">
              {t('page.warning')}
            </p>
          )}
        </div>
      </IonContent>
      <IonFooter>
        <IonToolbar>
          <div className="qr-page-input">
            <IonTextarea
              value={text}
              placeholder={t('page.placeholder')}
              aria-label={t('page.input')}
              autoGrow
              rows={1}
              onIonInput={(event) => setText(event.detail.value ?? '')}
            />
            <IonButton
              fill="clear"
              aria-label={t('page.paste')}
              title={t('page.paste')}
              onClick={() => void paste()}
            >
              <IonIcon slot="icon-only" icon={clipboardOutline} aria-hidden="true" />
            </IonButton>
            <IonButton
              fill="clear"
              aria-label={t('page.clear')}
              title={t('page.clear')}
              disabled={text === ''}
              onClick={() => setText('')}
            >
              <IonIcon slot="icon-only" icon={closeCircleOutline} aria-hidden="true" />
            </IonButton>
          </div>
          <p className="qr-page-count">{t('page.count', { count: text.length })}</p>
        </IonToolbar>
      </IonFooter>
    </IonPage>
  );
}
