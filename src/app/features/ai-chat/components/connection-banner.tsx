import { IonButton } from '@ionic/react';
import { useTranslation } from 'react-i18next';

export interface ConnectionBannerProps {
  apiUrl: string;
  onRetry: () => void;
  onOpenSettings: () => void;
}

/** Shown while the model list cannot be fetched. */
export function ConnectionBanner({ apiUrl, onRetry, onOpenSettings }: ConnectionBannerProps) {
  const { t } = useTranslation('ai');
  return (
    <div className="ai-connection-banner" role="alert">
      <p>
        <strong>{t('text.connectFailed')}</strong>{' '}
        <span>{t('banner.address', { url: apiUrl })}</span>
      </p>
      <div>
        <IonButton size="small" fill="outline" onClick={onRetry}>
          {t('banner.retry')}
        </IonButton>
        <IonButton size="small" fill="clear" onClick={onOpenSettings}>
          {t('banner.settings')}
        </IonButton>
      </div>
    </div>
  );
}
