import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import type { ConnectionFailure } from '@core/ai/ai-client.ts';
import type { AiSource } from '@core/ai/chat-settings.ts';
import { connectionFailureDetail } from '../lib/ai-notice-text.ts';

export interface ConnectionBannerProps {
  /** The address asked: the model server's or the relay proxy's. */
  apiUrl: string;
  source: AiSource;
  /** Why the model list could not be fetched, and what the server or the network said. */
  failure: { error: ConnectionFailure; detail: string };
  onRetry: () => void;
}

/** Shown while the model list cannot be fetched: what failed and the ways to fix it. */
export function ConnectionBanner({ apiUrl, source, failure, onRetry }: ConnectionBannerProps) {
  const { t } = useTranslation('ai');
  return (
    <div className="ai-connection-banner" role="alert">
      <p>
        <strong>{t('text.connectFailed')}</strong>{' '}
        {source === 'relay'
          ? t('banner.proxyFailed', { url: apiUrl, detail: connectionFailureDetail(t, failure) })
          : t('banner.serverFailed', { url: apiUrl })}
      </p>
      {source === 'server' && (
        <ul>
          <li>
            {t('banner.runServer', { url: apiUrl })}{' '}
            <code>OLLAMA_ORIGINS={window.location.origin} ollama serve</code>
          </li>
          <li>{t('banner.useProxy')}</li>
        </ul>
      )}
      <div className="ai-connection-banner-actions">
        <IonButton size="small" fill="solid" onClick={onRetry}>
          {t('banner.retry')}
        </IonButton>
        <IonButton
          className="ai-banner-outline"
          size="small"
          fill="outline"
          routerLink="/aisetting"
        >
          {t('banner.settings')}
        </IonButton>
      </div>
    </div>
  );
}
