import { IonIcon } from '@ionic/react';
import { arrowBackOutline, settingsOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageAnalysis } from '@core/ai/vision-result.ts';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { IonModal } from '../../ui/ionic/ion-modal.ts';
import { ModalHeader } from '../../ui/modal-frame.tsx';
import { isVisionModel } from '@core/ai/image-rules.ts';
import { useImageSettings, useModelList } from '../ai-chat/public.ts';
import { RecognitionPanel } from './components/recognition-panel.tsx';
import { RecognitionSettings } from './components/recognition-settings.tsx';
import { usePickedImage } from './hooks/use-picked-image.ts';
import { useRecognition } from './hooks/use-recognition.ts';
import './vision.css';

/** What goes to the AI chat: the picture, the prompt asked, the model and its description. */
export interface RecognitionForChat {
  text: string;
  prompt: string;
  model: string;
  image: { dataUrl: string; name: string };
}

export interface ImageRecognitionModalProps {
  isOpen: boolean;
  onClose: () => void;
  onSendToChat: (result: RecognitionForChat) => void;
}

/**
 * Image recognition (002 sections 2.4, 2.5): the upload and recognition panel, and its settings
 * behind the header's toggle. The picked image and the result stay while the modal is closed.
 */
export function ImageRecognitionModal({
  isOpen,
  onClose,
  onSendToChat,
}: ImageRecognitionModalProps) {
  const { t } = useTranslation('vision');
  const [view, setView] = useState<'panel' | 'settings'>('panel');
  const { visionModel } = useImageSettings();
  const { state: models } = useModelList();
  // The spec's warning: no vision model chosen, or none the chat's filter finds installed.
  const modelMissing =
    !visionModel.trim() ||
    (models.status === 'ready' &&
      !models.models.some((model) => model.name === visionModel && isVisionModel(model.name)));
  const picked = usePickedImage();
  const recognition = useRecognition();
  const [prompt, setPrompt] = useState('');
  const image = picked.state.status === 'previewed' ? picked.state.image : null;
  const settings = view === 'settings';

  const send = (analysis: ImageAnalysis) => {
    if (!image || recognition.state.status === 'idle') return;
    onSendToChat({
      text: analysis.description,
      prompt: recognition.state.request.prompt,
      model: recognition.state.request.model,
      image: { dataUrl: image.dataUrl, name: image.name },
    });
  };

  return (
    <IonModal isOpen={isOpen} onDidDismiss={onClose} aria-label={t('title')}>
      <ModalHeader title={settings ? t('settings.title') : t('title')} onClose={onClose}>
        <IonButton
          aria-label={settings ? t('backToPanel') : t('openSettings')}
          title={settings ? t('backToPanel') : t('openSettings')}
          onClick={() => setView(settings ? 'panel' : 'settings')}
        >
          <IonIcon
            icon={settings ? arrowBackOutline : settingsOutline}
            flipRtl={settings}
            slot="icon-only"
            aria-hidden="true"
          />
        </IonButton>
      </ModalHeader>
      {settings ? (
        <RecognitionSettings />
      ) : (
        <IonContent className="ai-modal-content">
          <RecognitionPanel
            picked={picked.state}
            recognition={recognition.state}
            prompt={prompt}
            visionModel={visionModel}
            modelMissing={modelMissing}
            onPick={(file) => {
              recognition.reset();
              picked.pick(file);
            }}
            onRemove={() => {
              recognition.reset();
              picked.remove();
              setPrompt('');
            }}
            onPromptChange={setPrompt}
            onRun={(text) =>
              recognition.run({ model: visionModel, prompt: text, image: image?.base64 ?? '' })
            }
            onRetry={recognition.retry}
            onSendToChat={send}
          />
        </IonContent>
      )}
    </IonModal>
  );
}
