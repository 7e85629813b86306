import { IonIcon, useIonRouter } from '@ionic/react';
import { ellipsisHorizontal } from 'ionicons/icons';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Moment } from '@core/moments/moment-types.ts';
import { Avatar } from '../../../ui/avatar.tsx';
import { formatMessageTime } from '../../../ui/format-time.ts';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { MY_PROFILE_PATH, friendProfilePath, strangerProfilePath } from '../../contacts/public.ts';
import type { Author } from '../hooks/use-author.ts';
import { momentDetailPath } from '../lib/moment-paths.ts';
import { MomentActions } from './moment-actions.tsx';
import { MomentImages } from './moment-images.tsx';
import { MomentText } from './moment-text.tsx';
import { OriginalCard } from './original-card.tsx';

export interface MomentCardProps {
  moment: Moment;
  authorOf: (pub: string) => Author;
  onForward: (moment: Moment) => void;
  onMenu: (moment: Moment) => void;
  onComment: (moment: Moment) => void;
  onLike: (moment: Moment) => void;
  /** Whether to offer "View all comments" (not on the detail page itself). */
  commentsLink?: boolean;
}

function profilePath(pub: string, author: Author): string {
  if (author.relation === 'me') return MY_PROFILE_PATH;
  return author.relation === 'friend' ? friendProfilePath(pub) : strangerProfilePath(pub);
}

/**
 * One moment of the feed: who and when, text, pictures, a forward's original, a link to its
 * comments, the actions.
 */
export const MomentCard = memo(function MomentCard({
  moment,
  authorOf,
  onForward,
  onMenu,
  onComment,
  onLike,
  commentsLink = true,
}: MomentCardProps) {
  const { t, i18n } = useTranslation('moments');
  const router = useIonRouter();
  const author = authorOf(moment.author);
  return (
    <article className="moment-card" aria-label={t('card.label', { name: author.name })}>
      <header className="moment-card-header">
        <button
          type="button"
          className="moment-author"
          aria-label={t('card.openProfile', { name: author.name })}
          onClick={() => router.push(profilePath(moment.author, author))}
        >
          <Avatar src={author.avatar} alt="" size={40} />
          <span className="moment-author-name">{author.name}</span>
        </button>
        <time className="moment-time" dateTime={new Date(moment.timestamp).toISOString()}>
          {formatMessageTime(moment.timestamp, i18n.language)}
        </time>
        {moment.hidden && <span className="moment-hidden-badge">{t('card.hidden')}</span>}
        {moment.mine && (
          <IonButton
            fill="clear"
            size="small"
            className="moment-menu-button"
            aria-label={t('card.actions')}
            title={t('card.actions')}
            onClick={() => onMenu(moment)}
          >
            <IonIcon slot="icon-only" icon={ellipsisHorizontal} aria-hidden="true" />
          </IonButton>
        )}
      </header>
      <MomentText text={moment.text} />
      <MomentImages images={moment.images} count={moment.imageCount} />
      {moment.forward && (
        <OriginalCard original={moment.forward} author={authorOf(moment.forward.author)} />
      )}
      {commentsLink && moment.comments > 0 && (
        <button
          type="button"
          className="moment-comments-link"
          onClick={() => router.push(momentDetailPath(moment))}
        >
          {t('card.viewComments', { count: moment.comments })}
        </button>
      )}
      <MomentActions moment={moment} onComment={onComment} onLike={onLike} onForward={onForward} />
    </article>
  );
});
