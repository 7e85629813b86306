import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Moment, MomentComment, MomentErrorCode } from '@core/moments/moment-types.ts';
import { ok, type Result } from '@core/util/result.ts';
import { useCore } from '../../../boot/core-context.ts';
import { useAction } from '../../../ui/use-action.ts';
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
  /** Says the success, and answers `true` for it (a run answers undefined after a failure). */
  const said =
    (text: string) =>
    (result: Result<unknown, MomentErrorCode>): Result<true, MomentErrorCode> => {
      if (!result.ok) return result;
      feedback.success(text);
      return ok(true);
    };
  /** A refusal in its words, anything else (a throw) as the spec's toast for the action. */
  const failing = (what: string, fallback: string) => ({
    what,
    onFailure: (failure: unknown) => feedback.error(errorText(failure, fallback)),
  });
  const { run: like } = useAction(
    (key: MomentKey) => moments.like(key).then(said(t('toast.liked'))),
    failing('liking a moment', t('toast.likeFailed')),
  );
  const { run: unlike } = useAction(
    (key: MomentKey) => moments.unlike(key).then(said(t('toast.unliked'))),
    failing('unliking a moment', t('toast.unlikeFailed')),
  );
  const { run: comment } = useAction(
    (key: MomentKey, text: string) => moments.comment(key, text).then(said(t('toast.commented'))),
    failing('commenting', t('toast.commentFailed')),
  );
  const { run: reply } = useAction(
    (key: MomentKey, text: string, replyTo: string) =>
      moments.comment(key, text, replyTo).then(said(t('toast.replied'))),
    failing('replying to a comment', t('toast.replyFailed')),
  );
  const { run: remove } = useAction(
    (key: MomentKey, gone: MomentComment) =>
      moments.deleteComment(key, gone).then(said(t('toast.commentDeleted'))),
    failing('deleting a comment', t('toast.deleteCommentFailed')),
  );
  return useMemo(() => {
    const keyOf = (key: MomentKey) => ({ author: key.author, id: key.id });
    return {
      toggleLike: async (moment) => {
        await (moment.likedByMe ? unlike : like)(keyOf(moment));
      },
      comment: async (key, text, replyTo) =>
        (await (replyTo ? reply(keyOf(key), text, replyTo) : comment(keyOf(key), text))) ?? false,
      deleteComment: async (key, gone) => (await remove(keyOf(key), gone)) ?? false,
    };
  }, [like, unlike, comment, reply, remove]);
}
