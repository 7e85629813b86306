import { useTranslation } from 'react-i18next';
import { IonModal } from '../../../ui/ionic/ion-modal.ts';
import { IonContent } from '../../../ui/ionic/ion-content.ts';
import { AUTO_REPLY_KEY } from '@core/ai/auto-reply.ts';
import { SETTINGS_KEY } from '@core/ai/chat-settings.ts';
import { IMAGE_SETTINGS_KEY } from '@core/ai/image-settings.ts';
import { useCore } from '../../../boot/core-context.ts';
import { ModalHeader } from '../../../ui/modal-frame.tsx';

export interface ConfigInfoModalProps {
  isOpen: boolean;
  onClose: () => void;
}

/** Where the AI settings are kept on this device, and what they hold now. */
export function ConfigInfoModal({ isOpen, onClose }: ConfigInfoModalProps) {
  const { t } = useTranslation('aiSettings');
  const { ai } = useCore();
  // The relay proxy's token is a secret: shown only as set or not.
  const { apiToken, ...chat } = ai.settings.current;
  const entries = [
    { key: SETTINGS_KEY, value: { ...chat, apiToken: apiToken ? '••••' : '' } },
    { key: AUTO_REPLY_KEY, value: ai.autoReply.config },
    { key: IMAGE_SETTINGS_KEY, value: ai.images.current },
  ];
  return (
    <IonModal isOpen={isOpen} onDidDismiss={onClose} aria-label={t('config.title')}>
      <ModalHeader title={t('config.title')} onClose={onClose} />
      <IonContent className="ai-modal-content">
        <p>{t('config.where')}</p>
        {isOpen &&
          entries.map((entry) => (
            <section key={entry.key} aria-label={entry.key}>
              <h3 className="ai-config-key">{entry.key}</h3>
              <pre className="ai-config-value">{JSON.stringify(entry.value, null, 2)}</pre>
            </section>
          ))}
      </IonContent>
    </IonModal>
  );
}
