import { IonPage } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { SCAN_LIMITS } from '@core/scan/scan-content.ts';
import { SCAN_PATH } from '../contacts/public.ts';
import { lastScan } from './last-scan.ts';
import { ScanResultView } from './scan-result-view.tsx';
import './scan.css';

/** Route /scanresult: the last text scanned on this device, as text, and a way to scan again. */
export function ScanResultPage() {
  const { t } = useTranslation(['qr', 'routes']);
  const text = lastScan();
  return (
    <IonPage>
      <PageHeader title={t('routes:scanResult')} backTo={SCAN_PATH} />
      <IonContent className="ion-padding">
        <div className="scan-column">
          {text === null ? (
            <p className="scan-result-note">{t('result.none')}</p>
          ) : (
            <ScanResultView
              view={{
                kind: 'text',
                text: text.slice(0, SCAN_LIMITS.maxText),
                cut: text.length > SCAN_LIMITS.maxText,
              }}
            />
          )}
          <IonButton expand="block" routerLink={SCAN_PATH}>
            {t('result.scan')}
          </IonButton>
        </div>
      </IonContent>
    </IonPage>
  );
}
