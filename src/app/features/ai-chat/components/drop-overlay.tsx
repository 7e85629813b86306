import { IonIcon } from '@ionic/react';
import { cloudUploadOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { IMAGE_FORMATS_HINT } from '@core/ai/image-rules.ts';

/** Covers the chat while files are dragged over it. */
export function DropOverlay() {
  const { t } = useTranslation('ai');
  return (
    <div className="ai-drop-overlay" aria-hidden="true">
      <IonIcon icon={cloudUploadOutline} />
      <p>{t('images.dropHere')}</p>
      <p className="ai-drop-formats">{IMAGE_FORMATS_HINT}</p>
    </div>
  );
}
