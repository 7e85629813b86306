import { IonButton, IonCard, IonCardContent, IonCardHeader, IonCardTitle } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiUrlField } from '../../ai-chat/components/api-url-field.tsx';
import { useApiUrl } from '../../ai-chat/hooks/use-api-url.ts';
import { useConnectionTest } from '../hooks/use-connection-test.ts';
import { ConfigInfoModal } from './config-info-modal.tsx';

/** The model service address (Save disabled while empty), a connection test, the stored config. */
export function ApiUrlCard() {
  const { t } = useTranslation('aiSettings');
  const editor = useApiUrl();
  const connection = useConnectionTest();
  const [infoOpen, setInfoOpen] = useState(false);
  const result = connection.result;
  return (
    <IonCard>
      <IonCardHeader>
        <IonCardTitle>{t('apiUrl.title')}</IonCardTitle>
      </IonCardHeader>
      <IonCardContent>
        <ApiUrlField editor={editor} saveLabel={t('common.save')} />
        <p className="ai-field-hint">{t('apiUrl.hint')}</p>
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
              ? t('apiUrl.testOk', { version: result.version, count: result.modelCount })
              : t('apiUrl.testFailed', { detail: result.detail })}
          </p>
        )}
      </IonCardContent>
      <ConfigInfoModal isOpen={infoOpen} onClose={() => setInfoOpen(false)} />
    </IonCard>
  );
}
