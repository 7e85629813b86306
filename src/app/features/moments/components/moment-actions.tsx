import { IonIcon } from '@ionic/react';
import { arrowRedoOutline, chatbubbleOutline, heart, heartOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { Moment } from '../../../../core/moments/moment-types.ts';
import { IonButton } from '../../../ui/ionic/ion-button.ts';

interface MomentActionsProps {
  moment: Moment;
  onComment: (moment: Moment) => void;
  onLike: (moment: Moment) => void;
  onForward: (moment: Moment) => void;
}

/** A card's comment, like and forward buttons, each named by its action and showing its count. */
export function MomentActions({ moment, onComment, onLike, onForward }: MomentActionsProps) {
  const { t } = useTranslation('moments');
  const like = moment.likedByMe ? t('card.unlike') : t('card.like');
  return (
    <footer className="moment-card-actions">
      <IonButton
        fill="clear"
        size="small"
        aria-label={t('card.comment')}
        title={t('card.comment')}
        aria-description={t('card.comments', { count: moment.comments })}
        onClick={() => onComment(moment)}
      >
        <IonIcon slot="start" icon={chatbubbleOutline} aria-hidden="true" />
        <span className="moment-action-count">{moment.comments}</span>
      </IonButton>
      <IonButton
        fill="clear"
        size="small"
        {...(moment.likedByMe ? { color: 'danger' } : {})}
        aria-label={like}
        title={like}
        aria-pressed={moment.likedByMe}
        aria-description={t('card.likes', { count: moment.likes })}
        onClick={() => onLike(moment)}
      >
        <IonIcon slot="start" icon={moment.likedByMe ? heart : heartOutline} aria-hidden="true" />
        <span className="moment-action-count">{moment.likes}</span>
      </IonButton>
      <IonButton
        fill="clear"
        size="small"
        aria-label={t('card.forward')}
        title={t('card.forward')}
        aria-description={t('card.forwards', { count: moment.forwards })}
        onClick={() => onForward(moment)}
      >
        <IonIcon slot="start" icon={arrowRedoOutline} aria-hidden="true" />
        <span className="moment-action-count">{moment.forwards}</span>
      </IonButton>
    </footer>
  );
}
