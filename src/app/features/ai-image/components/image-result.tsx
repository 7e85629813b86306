import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '../../../ui/format-number.ts';
import type { GeneratedImage } from '@core/ai/image-generation/image-generation-types.ts';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { useImageActions } from '../hooks/use-image-actions.ts';

export interface ImageResultProps {
  image: GeneratedImage;
  onSendToChat: (image: GeneratedImage) => void;
  /** Said under the picture (the improved prompt, an interrupted job). */
  children?: ReactNode;
}

/** A generated picture with download, copy, share and send to chat. */
export function ImageResult({ image, onSendToChat, children }: ImageResultProps) {
  const { t, i18n } = useTranslation('imageGen');
  const actions = useImageActions();
  const canShare = typeof navigator.share === 'function';
  return (
    <figure className="img-gen-result">
      <img src={image.dataUrl} alt={t('result.image', { prompt: image.prompt })} />
      <figcaption>
        <p className="img-gen-hint">
          {t('result.timeTaken', {
            seconds: formatDecimal(image.timeTaken / 1000, 1, i18n.language),
          })}
        </p>
        {children}
      </figcaption>
      <div className="img-gen-actions">
        <IonButton size="small" fill="outline" onClick={() => actions.download(image)}>
          {t('result.download')}
        </IonButton>
        <IonButton size="small" fill="outline" onClick={() => void actions.copy(image)}>
          {t('result.copy')}
        </IonButton>
        {canShare && (
          <IonButton size="small" fill="outline" onClick={() => void actions.share(image)}>
            {t('result.share')}
          </IonButton>
        )}
        <IonButton size="small" onClick={() => onSendToChat(image)}>
          {t('result.sendToChat')}
        </IonButton>
      </div>
    </figure>
  );
}

export interface FailureNoticeProps {
  text: string;
  onRetry: () => void;
}

/** A failed generation's text with Retry. */
export function FailureNotice({ text, onRetry }: FailureNoticeProps) {
  const { t } = useTranslation('imageGen');
  return (
    <div className="img-gen-failure" role="alert">
      <p>{text}</p>
      <IonButton size="small" fill="outline" onClick={onRetry}>
        {t('result.retry')}
      </IonButton>
    </div>
  );
}
