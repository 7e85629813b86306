import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { IonSpinner } from '../ionic/ion-spinner.ts';
import { fitsInQr } from '@core/scan/qr-capacity.ts';
import './qr-code.css';

const QrCodeSvg = lazy(() => import('./qr-code-svg.tsx'));

/** The spec's QR size (rooms: 200). */
export const QR_SIZE = 200;

interface QrCodeProps {
  value: string;
  /** The code's accessible name: what it holds ("QR code of my ID"). */
  label: string;
  size?: number;
}

/**
 * A QR code of `value` (my ID, a room key, any text). A text too long for one code is a note
 * instead; the drawing library loads with the first code a screen shows.
 */
export function QrCode({ value, label, size = QR_SIZE }: QrCodeProps) {
  const { t } = useTranslation('qr');
  if (!fitsInQr(value)) {
    return (
      <p className="qr-code-note" role="alert">
        {t('code.tooLong')}
      </p>
    );
  }
  return (
    <Suspense fallback={<IonSpinner aria-label={t('code.loading')} />}>
      <div className="qr-code">
        <QrCodeSvg value={value} size={size} label={label} />
      </div>
    </Suspense>
  );
}
