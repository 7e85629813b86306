import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatError } from '../../../../core/chat/chat-types.ts';
import { BODY_LIMITS } from '../../../../core/streams/limits.ts';

/** A chat action's failure in the interface language: the core's refusals, else the spec's text. */
export function useChatErrorText(): (error: unknown) => string {
  const { t } = useTranslation('chat');
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ChatError)) return t('errors.sendFailed');
      switch (error.code) {
        case 'not-logged-in':
          return t('errors.notLoggedIn');
        case 'not-a-friend':
          return t('errors.notFriend');
        case 'blocked':
          return t('errors.blocked');
        case 'empty-message':
          return t('errors.emptyMessage');
        case 'text-too-long':
          return t('errors.textTooLong', { max: BODY_LIMITS.maxTextChars });
        case 'image-too-large':
          return t('errors.imageTooLarge');
        case 'voice-too-large':
          return t('errors.voiceTooLarge');
        case 'file-too-large':
          return t('errors.fileTooLarge', { max: BODY_LIMITS.maxFileBytes / 1024 / 1024 });
        case 'bad-data-url':
          return t('errors.badDataUrl');
        case 'not-found':
          return t('errors.notFound');
        case 'not-mine':
          return t('errors.notMine');
      }
    },
    [t],
  );
}
