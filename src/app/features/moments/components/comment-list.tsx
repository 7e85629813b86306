import { IonIcon } from '@ionic/react';
import { arrowUndoOutline, trashOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { Moment, MomentComment } from '@core/moments/moment-types.ts';
import { Avatar } from '../../../ui/avatar.tsx';
import { formatMessageTime } from '../../../ui/format-time.ts';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import type { Author } from '../hooks/use-author.ts';

interface CommentListProps {
  moment: Moment;
  comments: readonly MomentComment[];
  authorOf: (pub: string) => Author;
  onReply: (comment: MomentComment, name: string) => void;
  onDelete: (comment: MomentComment) => void;
}

/** A moment's comments, oldest first: who, when, what, whom it answers; reply and delete. */
export function CommentList({ moment, comments, authorOf, onReply, onDelete }: CommentListProps) {
  const { t, i18n } = useTranslation('moments');
  if (comments.length === 0) return <p className="moment-list-state">{t('detail.noComments')}</p>;
  return (
    <ul className="moment-comments">
      {comments.map((comment) => {
        const author = authorOf(comment.author);
        // The core allows deleting my comments and any comment on my moment.
        const canDelete = comment.mine || moment.mine;
        return (
          <li key={comment.id} className="moment-comment">
            <Avatar src={author.avatar} alt="" size={32} />
            <div className="moment-comment-body">
              <p className="moment-comment-meta">
                <strong>{author.name}</strong>{' '}
                {comment.replyTo && (
                  <span className="moment-comment-reply-to">
                    {t('detail.replyingTo', { name: authorOf(comment.replyTo.author).name })}
                  </span>
                )}{' '}
                <time dateTime={new Date(comment.timestamp).toISOString()}>
                  {formatMessageTime(comment.timestamp, i18n.language)}
                </time>
                {comment.sending && (
                  <span className="moment-comment-sending"> · {t('detail.sending')}</span>
                )}
              </p>
              <p className="moment-comment-text">{comment.text}</p>
            </div>
            <IonButton
              fill="clear"
              size="small"
              aria-label={t('detail.reply', { name: author.name })}
              title={t('detail.reply', { name: author.name })}
              onClick={() => onReply(comment, author.name)}
            >
              <IonIcon slot="icon-only" icon={arrowUndoOutline} flipRtl aria-hidden="true" />
            </IonButton>
            {canDelete && (
              <IonButton
                fill="clear"
                size="small"
                color="danger"
                aria-label={t('detail.delete', { name: author.name })}
                title={t('detail.delete', { name: author.name })}
                onClick={() => onDelete(comment)}
              >
                <IonIcon slot="icon-only" icon={trashOutline} aria-hidden="true" />
              </IonButton>
            )}
          </li>
        );
      })}
    </ul>
  );
}
