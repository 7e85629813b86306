import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { IonModal } from '../../../ui/ionic/ion-modal.ts';
import { IonContent } from '../../../ui/ionic/ion-content.ts';
import { IonToggle } from '../../../ui/ionic/ion-toggle.ts';
import { useToast } from '../../../ui/use-toast.ts';
import { useApiUrl } from '../hooks/use-api-url.ts';
import { chatOptionsOf, useChatSettings, useSaveChatSettings } from '../hooks/use-chat-settings.ts';
import { useImageSettings } from '../hooks/use-image-settings.ts';
import { useModelList } from '../hooks/use-model-list.ts';
import { useSettingsDraft } from '../hooks/use-settings-draft.ts';
import { ApiUrlField } from './api-url-field.tsx';
import { ChatSettingsForm } from './chat-settings-form.tsx';
import { ImageOptionsForm, type ImageOptions } from './image-options-form.tsx';
import { ModalHeader, ModalSaveBar } from '../../../ui/modal-frame.tsx';

export interface ChatSettingsModalProps {
  isOpen: boolean;
  onClose: () => void;
  debugEnabled: boolean;
  onDebugChange: (enabled: boolean) => void;
}

/** The chat settings: address, model, mode, streaming, temperature, images, debug mode. */
export function ChatSettingsModal(props: ChatSettingsModalProps) {
  const { t } = useTranslation('ai');
  return (
    <IonModal isOpen={props.isOpen} onDidDismiss={props.onClose} aria-label={t('settings.title')}>
      {/* Mounted only while open, so every opening starts from the saved settings. */}
      {props.isOpen && <ChatSettingsBody {...props} />}
    </IonModal>
  );
}

function ChatSettingsBody({ onClose, debugEnabled, onDebugChange }: ChatSettingsModalProps) {
  const { t } = useTranslation('ai');
  const toast = useToast();
  const savedImages = useImageSettings();
  const save = useSaveChatSettings();
  const apiUrl = useApiUrl();
  const { state: models, refresh } = useModelList();
  const saved = useChatSettings();
  // Changes wait for Save (the spec's unsaved flag); the address is saved by Connect.
  const options = useSettingsDraft(chatOptionsOf(saved));
  const images = useSettingsDraft<ImageOptions>({
    maxImageSize: savedImages.maxImageSize,
    autoResize: savedImages.autoResize,
  });
  const unsaved = options.unsaved || images.unsaved;

  async function onSave() {
    if (await save(options.changes, images.changes)) {
      options.reset();
      images.reset();
      toast(t('settings.saved'), { color: 'success' });
      onClose();
    } else {
      toast(t('settings.saveFailed'), { color: 'danger' });
    }
  }

  return (
    <>
      <ModalHeader title={t('settings.title')} onClose={onClose} />
      <IonContent className="ai-modal-content">
        <ApiUrlField editor={apiUrl} saveLabel={t('settings.connect')} />
        {saved.apiSource === 'relay' && (
          <p className="ai-field-hint">{t('settings.usingProxy', { url: saved.relayAiUrl })}</p>
        )}
        <ChatSettingsForm
          value={options.value}
          models={models}
          onChange={options.change}
          onRefreshModels={() => void refresh()}
        />
        <ImageOptionsForm value={images.value} onChange={images.change} />
        <IonToggle
          justify="space-between"
          checked={debugEnabled}
          onIonChange={(event) => onDebugChange(event.detail.checked)}
        >
          {t('debug.mode')}
        </IonToggle>
        <IonButton fill="clear" routerLink="/aisetting" onClick={onClose}>
          {t('settings.more')}
        </IonButton>
      </IonContent>
      <ModalSaveBar
        note={unsaved && <span className="ai-unsaved">{t('settings.unsaved')}</span>}
        disabled={!unsaved}
        onSave={() => void onSave()}
      />
    </>
  );
}
