import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { MOMENT_LIMITS, MomentError } from '../../../../core/moments/moment-types.ts';
import { ImageCompressionError } from '../../chat/lib/compress-image.ts';

/** A moment action's failure in the interface language: the core's refusals, else `fallback`. */
export function useMomentErrorText(): (error: unknown, fallback: string) => string {
  const { t } = useTranslation('moments');
  return useCallback(
    (error: unknown, fallback: string) => {
      if (error instanceof ImageCompressionError)
        return t(error.stage === 'load' ? 'errors.loadImage' : 'errors.compressImage');
      if (!(error instanceof MomentError)) return fallback;
      switch (error.code) {
        case 'not-logged-in':
          return t('errors.notLoggedIn');
        case 'empty-moment':
          return t('toast.enterContent');
        case 'text-too-long':
          return t('errors.textTooLong', { max: MOMENT_LIMITS.maxTextChars });
        case 'too-many-images':
          return t('errors.tooManyImages', { max: MOMENT_LIMITS.maxImages });
        case 'bad-image':
          return t('errors.badImage');
        case 'image-too-large':
          return t('errors.imageTooLarge');
        case 'not-found':
          return t('errors.notFound');
        case 'original-not-found':
          return t('errors.originalNotFound');
        case 'forward-of-forward':
          return t('errors.forwardOfForward');
        case 'forward-too-long':
          return t('errors.forwardTooLong', { max: MOMENT_LIMITS.maxForwardChars });
        case 'empty-comment':
          return t('errors.emptyComment');
        case 'comment-too-long':
          return t('errors.commentTooLong', { max: MOMENT_LIMITS.maxCommentChars });
        case 'no-permission':
          return t('errors.noPermission');
        case 'talk-limit':
          return t('errors.talkLimit');
      }
    },
    [t],
  );
}
