import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { IonCard } from '../../../ui/ionic/ion-card.ts';
import { IonCardContent } from '../../../ui/ionic/ion-card-content.ts';
import { IonCardHeader } from '../../../ui/ionic/ion-card-header.ts';
import { IonCardTitle } from '../../../ui/ionic/ion-card-title.ts';
import { aiEndpoint, type AiSource } from '@core/ai/chat-settings.ts';
import {
  ApiUrlField,
  connectionFailureDetail,
  useApiUrl,
  useChatSettings,
} from '../../ai-chat/public.ts';
import { useConnectionTest } from '../hooks/use-connection-test.ts';
import { useRelayProxy } from '../hooks/use-relay-proxy.ts';
import { ConfigInfoModal } from './config-info-modal.tsx';
import { RelayProxyForm } from './relay-proxy-form.tsx';

/**
 * Where the AI runs: a model server at an address (Save disabled while empty) or this relay's AI
 * proxy with its token; a connection test and the stored config.
 */
export function AiServiceCard() {
  const { t } = useTranslation('aiSettings');
  const { t: tAi } = useTranslation('ai');
  const settings = useChatSettings();
  const editor = useApiUrl();
  const proxy = useRelayProxy();
  const connection = useConnectionTest();
  const [infoOpen, setInfoOpen] = useState(false);
  // The choice shows its form; saving that form makes it the one in use.
  const [choice, setChoice] = useState<AiSource | null>(null);
  const source = choice ?? settings.apiSource;
  const radioName = useId();
  const result = connection.result;
  return (
    <IonCard>
      <IonCardHeader>
        <IonCardTitle>{t('apiUrl.title')}</IonCardTitle>
      </IonCardHeader>
      <IonCardContent>
        <fieldset className="ai-source-choice">
          <legend>{t('service.choose')}</legend>
          {(['server', 'relay'] as const).map((value) => (
            <label key={value}>
              <input
                type="radio"
                name={radioName}
                value={value}
                checked={source === value}
                onChange={() => setChoice(value)}
              />
              {t(value === 'server' ? 'service.server' : 'service.relay')}
            </label>
          ))}
        </fieldset>
        {source === 'server' ? (
          <>
            <ApiUrlField editor={editor} saveLabel={t('common.save')} />
            <p className="ai-field-hint">{t('apiUrl.hint')}</p>
          </>
        ) : (
          <RelayProxyForm editor={proxy} />
        )}
        <p className="ai-service-in-use">
          {t('service.inUse', { address: aiEndpoint(settings).host })}
        </p>
        <div className="ai-form-actions">
          <IonButton
            size="small"
            fill="outline"
            disabled={connection.busy}
            onClick={() => void connection.test()}
          >
            {connection.busy ? t('apiUrl.testing') : t('apiUrl.test')}
          </IonButton>
          <IonButton size="small" fill="clear" onClick={() => setInfoOpen(true)}>
            {t('config.open')}
          </IonButton>
        </div>
        {result && (
          <p className={result.ok ? 'ai-test-ok' : 'ai-form-error'} role="status">
            {result.ok
              ? t(result.version ? 'apiUrl.testOk' : 'apiUrl.testOkNoVersion', {
                  version: result.version,
                  count: result.modelCount,
                })
              : t('apiUrl.testFailed', { detail: connectionFailureDetail(tAi, result) })}
          </p>
        )}
      </IonCardContent>
      <ConfigInfoModal isOpen={infoOpen} onClose={() => setInfoOpen(false)} />
    </IonCard>
  );
}
