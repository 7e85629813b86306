import { useTranslation } from 'react-i18next';
import type { ImageAnalysis } from '@core/ai/vision-result.ts';
import { IonSpinner } from '../../../ui/ionic/ion-spinner.ts';
import type { PickState } from '../hooks/use-picked-image.ts';
import type { RecognitionState } from '../hooks/use-recognition.ts';
import { visionErrorText } from '../lib/vision-text.ts';
import { ImageDropZone } from './image-drop-zone.tsx';
import { ImagePreview } from './image-preview.tsx';
import { PromptForm } from './prompt-form.tsx';
import { ResultCard } from './result-card.tsx';

export interface RecognitionPanelProps {
  picked: PickState;
  recognition: RecognitionState;
  prompt: string;
  visionModel: string;
  /** No vision model is chosen, or the chosen one is not installed. */
  modelMissing: boolean;
  onPick: (file: File) => void;
  onRemove: () => void;
  onPromptChange: (prompt: string) => void;
  onRun: (prompt: string) => void;
  onRetry: () => void;
  onSendToChat: (analysis: ImageAnalysis) => void;
}

/** The spec's image upload and recognition panel: pick, preview, prompts, then the result. */
export function RecognitionPanel(props: RecognitionPanelProps) {
  const { t } = useTranslation('vision');
  const { picked, recognition } = props;
  const analyzing = recognition.status === 'analyzing';
  return (
    <div className="vision-panel">
      {picked.status === 'previewed' ? (
        <ImagePreview image={picked.image} onRemove={props.onRemove} />
      ) : (
        <ImageDropZone onFile={props.onPick} />
      )}
      {picked.status === 'processing' && (
        <p role="status">
          <IonSpinner name="dots" aria-hidden="true" /> {t('panel.processing')}
        </p>
      )}
      {picked.status === 'refused' && (
        <p className="ai-form-error" role="alert">
          {picked.message}
        </p>
      )}
      <p className="ai-field-hint">{t('panel.model', { model: props.visionModel })}</p>
      {props.modelMissing && (
        <p className="ai-model-warning" role="note">
          {t('errors.selectModel')}
        </p>
      )}
      <PromptForm
        prompt={props.prompt}
        onPromptChange={props.onPromptChange}
        onRun={props.onRun}
        disabled={analyzing || picked.status === 'processing'}
      />
      {analyzing && (
        <p role="status">
          <IonSpinner name="dots" aria-hidden="true" /> {t('panel.analyzing')}
        </p>
      )}
      {recognition.status === 'failed' && (
        <div className="ai-form-error" role="alert">
          <p>
            {t('errors.recognitionFailed', {
              cause: visionErrorText(t, recognition.failure.code),
            })}
          </p>
          {recognition.failure.detail && (
            <p className="ai-field-hint">{recognition.failure.detail}</p>
          )}
        </div>
      )}
      {recognition.status === 'done' && (
        <ResultCard
          analysis={recognition.analysis}
          onSendToChat={() => props.onSendToChat(recognition.analysis)}
          onRetry={props.onRetry}
        />
      )}
    </div>
  );
}
