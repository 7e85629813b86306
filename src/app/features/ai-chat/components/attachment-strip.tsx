import { IonIcon } from '@ionic/react';
import { closeCircle } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { ChatImage } from '@core/ai/conversation-types.ts';
import { base64ToDataUrl } from '@core/ai/image-rules.ts';

export interface AttachmentStripProps {
  images: readonly ChatImage[];
  onRemove: (index: number) => void;
}

/** Thumbnails of the images attached to the draft, each with a remove control. */
export function AttachmentStrip({ images, onRemove }: AttachmentStripProps) {
  const { t } = useTranslation('ai');
  if (images.length === 0) return null;
  return (
    <ul className="ai-attachments" aria-label={t('images.attached')}>
      {images.map((image, index) => (
        <li key={index} className="ai-attachment">
          <img src={base64ToDataUrl(image.base64, image.mimeType)} alt={image.name} />
          <button
            type="button"
            className="ai-attachment-remove"
            aria-label={t('images.remove', { name: image.name })}
            onClick={() => onRemove(index)}
          >
            <IonIcon icon={closeCircle} aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
