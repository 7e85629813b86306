import { IonIcon } from '@ionic/react';
import { chevronBackOutline, chevronForwardOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';

interface MomentImagesProps {
  images: readonly string[];
  /** How many pictures the moment has: those past `images` are still on the way. */
  count: number;
}

/** A moment's pictures, one at a time with previous and next (a 500 ms slide). */
export function MomentImages({ images, count }: MomentImagesProps) {
  const { t } = useTranslation('moments');
  const [chosen, setChosen] = useState(0);
  if (count === 0) return null;
  const index = Math.min(chosen, count - 1);
  const slides = Array.from({ length: count }, (_, i) => images[i] ?? null);
  return (
    <section className="moment-images" aria-label={t('images.label')}>
      <div className="moment-images-window">
        <div className="moment-images-strip" style={{ insetInlineStart: `-${index * 100}%` }}>
          {slides.map((src, i) => {
            const label = { index: i + 1, count };
            return src ? (
              <img
                key={i}
                className="moment-image"
                src={src}
                alt={t('images.picture', label)}
                aria-hidden={i !== index}
                decoding="async"
                draggable={false}
              />
            ) : (
              <div
                key={i}
                className="moment-image moment-image-pending"
                role="img"
                aria-label={t('images.pending', label)}
                aria-hidden={i !== index}
              />
            );
          })}
        </div>
      </div>
      {count > 1 && (
        <div className="moment-images-nav">
          <IonButton
            fill="clear"
            size="small"
            disabled={index === 0}
            aria-label={t('images.previous')}
            title={t('images.previous')}
            onClick={() => setChosen(index - 1)}
          >
            <IonIcon slot="icon-only" icon={chevronBackOutline} flipRtl aria-hidden="true" />
          </IonButton>
          <span className="moment-images-position" aria-live="polite">
            {index + 1}/{count}
          </span>
          <IonButton
            fill="clear"
            size="small"
            disabled={index === count - 1}
            aria-label={t('images.next')}
            title={t('images.next')}
            onClick={() => setChosen(index + 1)}
          >
            <IonIcon slot="icon-only" icon={chevronForwardOutline} flipRtl aria-hidden="true" />
          </IonButton>
        </div>
      )}
    </section>
  );
}
