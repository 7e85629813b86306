import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MomentError,
  type Moment,
  type MomentComment,
} from '../../../../core/moments/moment-types.ts';
import { useCore } from '../../../boot/core-context.ts';
import type { MomentKey } from '../lib/feed-list.ts';
import { useMomentErrorText } from './use-moment-error-text.ts';
import { useMomentFeedback } from './use-moment-feedback.ts';

export interface MomentTalk {
  /** Likes the moment, or unlikes it when I already like it. */
  readonly toggleLike: (moment: Moment) => Promise<void>;
  /** Comments, or replies to `replyTo`; resolves to whether it was posted. */
  readonly comment: (key: MomentKey, text: string, replyTo?: string) => Promise<boolean>;
  /** Deletes a comment (no confirmation here); resolves to whether it was deleted. */
  readonly deleteComment: (key: MomentKey, comment: MomentComment) => Promise<boolean>;
}

/** Likes, comments and comment deletion, each with the spec's toasts. */
export function useMomentTalk(): MomentTalk {
  const { moments } = useCore();
  const { t } = useTranslation('moments');
  const feedback = useMomentFeedback();
  const errorText = useMomentErrorText();
  return useMemo(() => {
    const fail = (what: string, fallback: string) => (error: unknown) => {
      if (!(error instanceof MomentError)) console.error(`${what} failed`, error);
      feedback.error(errorText(error, fallback));
      return false;
    };
    return {
      toggleLike: async (moment) => {
        const key = { author: moment.author, id: moment.id };
        if (moment.likedByMe)
          await moments
            .unlike(key)
            .then(
              () => feedback.success(t('toast.unliked')),
              fail('unliking a moment', t('toast.unlikeFailed')),
            );
        else
          await moments
            .like(key)
            .then(
              () => feedback.success(t('toast.liked')),
              fail('liking a moment', t('toast.likeFailed')),
            );
      },
      comment: (key, text, replyTo) =>
        moments.comment({ author: key.author, id: key.id }, text, replyTo ?? '').then(
          () => {
            feedback.success(t(replyTo ? 'toast.replied' : 'toast.commented'));
            return true;
          },
          fail('commenting', t(replyTo ? 'toast.replyFailed' : 'toast.commentFailed')),
        ),
      deleteComment: (key, comment) =>
        moments.deleteComment({ author: key.author, id: key.id }, comment).then(
          () => {
            feedback.success(t('toast.commentDeleted'));
            return true;
          },
          fail('deleting a comment', t('toast.deleteCommentFailed')),
        ),
    };
  }, [moments, feedback, errorText, t]);
}
