import { useTranslation } from 'react-i18next';
import { IonSpinner } from '../ui/ionic/ion-spinner.ts';
import './page-loading.css';

/** Shown while a screen's chunk loads. */
export function PageLoading() {
  const { t } = useTranslation('routes');
  return (
    <div className="page-loading" role="status" aria-label={t('loading')}>
      <IonSpinner aria-hidden="true" />
    </div>
  );
}
