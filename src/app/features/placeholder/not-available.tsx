import { IonIcon } from '@ionic/react';
import { constructOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import './not-available.css';

/** The honest state of a screen that is not built yet: no sample content, no dead controls. */
export function NotAvailable() {
  const { t } = useTranslation('routes');
  return (
    <div className="not-available">
      <IonIcon icon={constructOutline} aria-hidden="true" />
      <p>{t('notAvailable')}</p>
    </div>
  );
}
