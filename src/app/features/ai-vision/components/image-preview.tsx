import { IonIcon } from '@ionic/react';
import { closeCircleOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../ui/format-number.ts';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import type { PickedImage } from '../hooks/use-picked-image.ts';

/** The picked image with its name, size and dimensions, and a way to remove it. */
export function ImagePreview({ image, onRemove }: { image: PickedImage; onRemove: () => void }) {
  const { t, i18n } = useTranslation('vision');
  return (
    <figure className="vision-preview" aria-label={t('panel.preview')}>
      <img src={image.dataUrl} alt={image.name} />
      <figcaption>
        <dl className="vision-facts">
          <dt>{t('panel.name')}</dt>
          <dd>{image.name}</dd>
          <dt>{t('panel.size')}</dt>
          <dd>{formatBytes(image.size, i18n.language)}</dd>
          <dt>{t('panel.dimensions')}</dt>
          <dd>{t('panel.dimensionsValue', { width: image.width, height: image.height })}</dd>
        </dl>
        <IonButton size="small" fill="outline" color="medium" onClick={onRemove}>
          <IonIcon icon={closeCircleOutline} slot="start" aria-hidden="true" />
          {t('panel.remove')}
        </IonButton>
      </figcaption>
    </figure>
  );
}
