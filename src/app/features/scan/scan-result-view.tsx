import { useTranslation } from 'react-i18next';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { IonSpinner } from '../../ui/ionic/ion-spinner.ts';
import { SCAN_LIMITS } from '@core/scan/scan-content.ts';
import { EXTERNAL_LINK } from '../../ui/safe-link.ts';
import { useCopyText } from '../../ui/use-copy-text.ts';
import type { ScanView } from './scan-view.ts';

/**
 * A scan's result as text: whatever a code holds (HTML, a `javascript:` address) is only shown,
 * never interpreted; an opened address is a link that opens in a new tab, away from the app.
 */
export function ScanResultView({ view }: { view: ScanView }) {
  const { t } = useTranslation('qr');
  const copy = useCopyText();
  switch (view.kind) {
    case 'text':
      return (
        <section className="scan-result" aria-label={t('result.text')}>
          <p className="scan-result-text">{view.text}</p>
          {view.cut && (
            <p className="scan-result-note">{t('result.cut', { max: SCAN_LIMITS.maxText })}</p>
          )}
          <IonButton fill="outline" onClick={() => void copy(view.text)}>
            {t('result.copy')}
          </IonButton>
        </section>
      );
    case 'opened':
      return (
        <section className="scan-result" aria-label={t('result.opened')}>
          <p className="scan-result-note">{t('result.opened')}</p>
          <p className="scan-result-text">{view.url}</p>
          <a className="scan-result-link" href={view.url} {...EXTERNAL_LINK}>
            {t('result.open')}
          </a>
        </section>
      );
    case 'checking':
      return (
        <p className="scan-result" role="status">
          <IonSpinner name="crescent" aria-hidden="true" />
          {t('result.checking', { domain: view.domain })}
        </p>
      );
    case 'unreachable':
      return (
        <p className="scan-result scan-result-error" role="alert">
          {t('result.unreachable', { domain: view.domain })}
        </p>
      );
    case 'joining':
      return (
        <p className="scan-result" role="status">
          <IonSpinner name="crescent" aria-hidden="true" />
          {t('join.joining')}
        </p>
      );
  }
}
