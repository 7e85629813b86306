import { useTranslation } from 'react-i18next';
import { MOMENT_LIMITS, type ForwardedMoment } from '@core/moments/moment-types.ts';
import { formatMessageTime } from '../../../ui/format-time.ts';
import type { Author } from '../hooks/use-author.ts';
import { MomentText } from './moment-text.tsx';

interface OriginalCardProps {
  original: ForwardedMoment;
  author: Author;
}

/** A forward's original moment: its author, time, text and up to 3 pictures, or that it is gone. */
export function OriginalCard({ original, author }: OriginalCardProps) {
  const { t, i18n } = useTranslation('moments');
  return (
    <section className="moment-original" aria-label={t('original.label')}>
      {original.deleted ? (
        <p className="moment-original-deleted">{t('original.deleted')}</p>
      ) : (
        <>
          <p className="moment-original-meta">
            <strong>{author.name}</strong>{' '}
            <time dateTime={new Date(original.timestamp).toISOString()}>
              {formatMessageTime(original.timestamp, i18n.language)}
            </time>
          </p>
          <MomentText text={original.text} />
          {original.images.length > 0 && (
            <div className="moment-original-images">
              {original.images.slice(0, MOMENT_LIMITS.originalCardImages).map((src, i) => (
                <img
                  key={i}
                  src={src}
                  alt={t('original.picture', { index: i + 1 })}
                  decoding="async"
                  draggable={false}
                />
              ))}
            </div>
          )}
        </>
      )}
    </section>
  );
}
