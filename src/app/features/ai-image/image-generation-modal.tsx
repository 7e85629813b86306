import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeneratedImage } from '@core/ai/image-generation/image-generation-types.ts';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { IonLabel } from '../../ui/ionic/ion-label.ts';
import { IonModal } from '../../ui/ionic/ion-modal.ts';
import { IonSegmentButton } from '../../ui/ionic/ion-segment-button.ts';
import { IonSegment } from '../../ui/ionic/ion-segment.ts';
import { IonSpinner } from '../../ui/ionic/ion-spinner.ts';
import { ModalHeader } from '../../ui/modal-frame.tsx';
import { HostedPanel } from './components/hosted-panel.tsx';
import { HostedSettingsForm } from './components/hosted-settings-form.tsx';
import { LocalPanel } from './components/local-panel.tsx';
import { LocalSettingsForm } from './components/local-settings-form.tsx';
import { imageFileName } from './hooks/use-image-actions.ts';
import { useImageConfigLoaded, useImageGeneration } from './hooks/use-image-config.ts';
import './ai-image.css';

export interface ImageGenerationModalProps {
  isOpen: boolean;
  onClose: () => void;
  onSendToChat: (image: { dataUrl: string; name: string; prompt: string }) => void;
}

type Source = 'cloud' | 'local';

/** Image generation: a cloud and a local panel, each with its settings behind a toggle. */
export function ImageGenerationModal(props: ImageGenerationModalProps) {
  const { t } = useTranslation('imageGen');
  return (
    <IonModal isOpen={props.isOpen} onDidDismiss={props.onClose} aria-label={t('title')}>
      {/* Mounted only while open: closing stops a running generation and reads settings anew. */}
      {props.isOpen && <ImageGenerationBody {...props} />}
    </IonModal>
  );
}

function ImageGenerationBody({ onClose, onSendToChat }: ImageGenerationModalProps) {
  const { t } = useTranslation('imageGen');
  const loaded = useImageConfigLoaded();
  const { local } = useImageGeneration();
  const [source, setSource] = useState<Source>('cloud');
  // The local panel is mounted once chosen, and stays, so switching back does not stop its job.
  const [localShown, setLocalShown] = useState(false);
  const [settingsShown, setSettingsShown] = useState(false);

  function choose(next: Source) {
    setSource(next);
    if (next !== 'local') return;
    setLocalShown(true);
    // Nothing local is probed before the user names the service: its settings come first.
    if (!local.stored) setSettingsShown(true);
  }

  const sendToChat = (image: GeneratedImage) =>
    onSendToChat({ dataUrl: image.dataUrl, name: imageFileName(image), prompt: image.prompt });

  return (
    <>
      <ModalHeader title={t('title')} onClose={onClose} />
      <IonContent className="img-gen-content">
        <div className="img-gen-toolbar">
          <IonSegment
            value={source}
            aria-label={t('source.label')}
            onIonChange={(event) => choose(event.detail.value === 'local' ? 'local' : 'cloud')}
          >
            <IonSegmentButton value="cloud">
              <IonLabel>{t('source.cloud')}</IonLabel>
            </IonSegmentButton>
            <IonSegmentButton value="local">
              <IonLabel>{t('source.local')}</IonLabel>
            </IonSegmentButton>
          </IonSegment>
          <IonButton
            fill={settingsShown ? 'solid' : 'outline'}
            size="small"
            aria-pressed={settingsShown}
            onClick={() => setSettingsShown((shown) => !shown)}
          >
            {t('settings.show')}
          </IonButton>
        </div>
        {!loaded ? (
          <IonSpinner aria-label={t('routes:loading')} />
        ) : (
          <>
            {settingsShown &&
              (source === 'cloud' ? (
                <HostedSettingsForm onSaved={() => setSettingsShown(false)} />
              ) : (
                <LocalSettingsForm onSaved={() => setSettingsShown(false)} />
              ))}
            <div hidden={source !== 'cloud'}>
              <HostedPanel
                onOpenSettings={() => setSettingsShown(true)}
                onSendToChat={sendToChat}
              />
            </div>
            {localShown && (
              <div hidden={source !== 'local'}>
                <LocalPanel onSendToChat={sendToChat} />
              </div>
            )}
          </>
        )}
      </IonContent>
    </>
  );
}
