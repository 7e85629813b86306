import { IonIcon } from '@ionic/react';
import { cloudUploadOutline } from 'ionicons/icons';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_FORMATS_HINT, IMAGE_INPUT_ACCEPT } from '@core/ai/image-rules.ts';
import { useFileDrop } from '../../ai-chat/public.ts';

/** Drag-and-drop or click to pick one image. */
export function ImageDropZone({ onFile }: { onFile: (file: File) => void }) {
  const { t } = useTranslation('vision');
  const onFiles = useCallback(
    (files: File[]) => {
      const [first] = files;
      if (first) onFile(first);
    },
    [onFile],
  );
  const drop = useFileDrop(onFiles);
  return (
    <label className={`vision-drop${drop.dragging ? ' is-dragging' : ''}`} {...drop.handlers}>
      <IonIcon icon={cloudUploadOutline} aria-hidden="true" />
      <span>{drop.dragging ? t('panel.dropHere') : t('panel.drop')}</span>
      <span className="ai-field-hint">{t('panel.formats', { formats: IMAGE_FORMATS_HINT })}</span>
      <input
        type="file"
        accept={IMAGE_INPUT_ACCEPT}
        aria-label={t('panel.drop')}
        className="vision-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file picked again should be read again.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </label>
  );
}
