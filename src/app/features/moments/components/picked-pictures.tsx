import { IonIcon } from '@ionic/react';
import { closeCircle, imagesOutline } from 'ionicons/icons';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import type { PickedPictures as Picked } from '../hooks/use-picked-pictures.ts';
import { PICKABLE_TYPES } from '../lib/picked-images.ts';

/** Add pictures (several at once) and the chosen ones as thumbnails, each removable. */
export function PickedPictures({ picked, disabled }: { picked: Picked; disabled: boolean }) {
  const { t } = useTranslation('moments');
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="moment-pictures">
      <IonButton
        fill="outline"
        disabled={disabled}
        onClick={() => input.current?.click()}
        aria-label={t('compose.addPictures')}
      >
        <IonIcon slot="start" icon={imagesOutline} aria-hidden="true" />
        {t('compose.addPictures')}
      </IonButton>
      <input
        ref={input}
        type="file"
        accept={PICKABLE_TYPES.join(',')}
        multiple
        hidden
        aria-label={t('compose.addPictures')}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = ''; // the same files can be picked again
          if (files.length > 0) void picked.add(files);
        }}
      />
      {picked.preparing && <p role="status">{t('compose.preparing')}</p>}
      {picked.pictures.length > 0 && (
        <ul className="moment-thumbnails" aria-label={t('compose.pictures')}>
          {picked.pictures.map((picture, i) => (
            <li key={picture.key} className="moment-thumbnail">
              <img src={picture.dataUrl} alt={t('compose.picture', { index: i + 1 })} />
              <button
                type="button"
                className="moment-thumbnail-remove"
                aria-label={t('compose.remove', { index: i + 1 })}
                title={t('compose.remove', { index: i + 1 })}
                disabled={disabled}
                onClick={() => picked.remove(picture.key)}
              >
                <IonIcon icon={closeCircle} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
