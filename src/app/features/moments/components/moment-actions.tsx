import { IonIcon } from '@ionic/react';
import { arrowRedoOutline, chatbubbleOutline, heart, heartOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { Moment } from '@core/moments/moment-types.ts';

interface MomentActionsProps {
  moment: Moment;
  onComment: (moment: Moment) => void;
  onLike: (moment: Moment) => void;
  onForward: (moment: Moment) => void;
}

/**
 * A card's comment, like and forward buttons: named by their action and the count they show (a
 * name holds the text on show), the count also worded as the description. Native buttons, because
 * Ionic's copies a description to its inner button once.
 */
export function MomentActions({ moment, onComment, onLike, onForward }: MomentActionsProps) {
  const { t } = useTranslation('moments');
  const like = moment.likedByMe ? t('card.unlike') : t('card.like');
  return (
    <footer className="moment-card-actions">
      <button
        type="button"
        className="moment-action"
        aria-label={t('a11y:countedAction', { action: t('card.comment'), number: moment.comments })}
        title={t('card.comment')}
        aria-description={t('card.comments', { count: moment.comments })}
        onClick={() => onComment(moment)}
      >
        <IonIcon icon={chatbubbleOutline} aria-hidden="true" />
        {moment.comments}
      </button>
      <button
        type="button"
        className={moment.likedByMe ? 'moment-action moment-action-liked' : 'moment-action'}
        aria-label={t('a11y:countedAction', { action: like, number: moment.likes })}
        title={like}
        aria-description={t('card.likes', { count: moment.likes })}
        onClick={() => onLike(moment)}
      >
        <IonIcon icon={moment.likedByMe ? heart : heartOutline} aria-hidden="true" />
        {moment.likes}
      </button>
      <button
        type="button"
        className="moment-action"
        aria-label={t('a11y:countedAction', { action: t('card.forward'), number: moment.forwards })}
        title={t('card.forward')}
        aria-description={t('card.forwards', { count: moment.forwards })}
        onClick={() => onForward(moment)}
      >
        <IonIcon icon={arrowRedoOutline} flipRtl aria-hidden="true" />
        {moment.forwards}
      </button>
    </footer>
  );
}
