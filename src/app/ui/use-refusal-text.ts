import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatErrorCode } from '@core/chat/chat-types.ts';
import { MOMENT_LIMITS, type MomentErrorCode } from '@core/moments/moment-types.ts';
import type { RoomErrorCode } from '@core/rooms/room-types.ts';
import { BODY_LIMITS } from '@core/streams/limits.ts';

/** The domains whose actions refuse with a code; each one's catalogue has the same name. */
export type RefusalDomain = 'chat' | 'rooms' | 'moments';

/** What a text may need beyond the code: the name limit of the form a room's name came from. */
export interface RefusalValues {
  readonly maxName?: number | undefined;
}

/**
 * Words a failed action of `domain` in the interface language: one of the domain's refusal codes
 * as its catalogue says it, anything else (what an action threw) as `fallback`.
 */
export type RefusalText = (
  domain: RefusalDomain,
  failure: unknown,
  fallback: string,
  values?: RefusalValues,
) => string;

/** The one place the core's chat, room and moment refusal codes become catalogue texts. */
export function useRefusalText(): RefusalText {
  const { t } = useTranslation(['chat', 'rooms', 'moments']);
  return useCallback(
    (domain: RefusalDomain, failure: unknown, fallback: string, values: RefusalValues = {}) => {
      const texts = (): Record<string, string> => {
        switch (domain) {
          case 'chat':
            return {
              'not-logged-in': t('chat:errors.notLoggedIn'),
              'not-a-friend': t('chat:errors.notFriend'),
              blocked: t('chat:errors.blocked'),
              'empty-message': t('chat:errors.emptyMessage'),
              'text-too-long': t('chat:errors.textTooLong', { max: BODY_LIMITS.maxTextChars }),
              'image-too-large': t('chat:errors.imageTooLarge'),
              'voice-too-large': t('chat:errors.voiceTooLarge'),
              'file-too-large': t('chat:errors.fileTooLarge', {
                max: BODY_LIMITS.maxFileBytes / 1024 / 1024,
              }),
              'bad-data-url': t('chat:errors.badDataUrl'),
              'not-found': t('chat:errors.notFound'),
              'not-mine': t('chat:errors.notMine'),
            } satisfies Record<ChatErrorCode, string>;
          case 'rooms':
            return {
              'not-logged-in': t('rooms:errors.notLoggedIn'),
              'name-required': t('rooms:errors.nameRequired'),
              'name-too-long': t('rooms:errors.nameTooLong', { max: values.maxName }),
              'key-generation-failed': t('rooms:errors.keyGeneration'),
              'key-required': t('rooms:errors.keyRequired'),
              'invalid-key': t('rooms:errors.invalidKey'),
              'not-found': t('rooms:errors.notFound'),
              'no-invitees': t('rooms:errors.noInvitees'),
              'empty-message': t('rooms:errors.emptyMessage'),
              'text-too-long': t('rooms:errors.textTooLong'),
              'image-too-large': t('rooms:errors.imageTooLarge'),
              'voice-too-large': t('rooms:errors.voiceTooLarge'),
              'bad-data-url': t('rooms:errors.badDataUrl'),
              'no-proposal': t('rooms:errors.noProposal'),
              'message-not-found': t('rooms:menu.messageGone'),
            } satisfies Record<RoomErrorCode, string>;
          case 'moments':
            return {
              'not-logged-in': t('moments:errors.notLoggedIn'),
              'empty-moment': t('moments:toast.enterContent'),
              'text-too-long': t('moments:errors.textTooLong', { max: MOMENT_LIMITS.maxTextChars }),
              'too-many-images': t('moments:errors.tooManyImages', {
                max: MOMENT_LIMITS.maxImages,
              }),
              'bad-image': t('moments:errors.badImage'),
              'image-too-large': t('moments:errors.imageTooLarge'),
              'not-found': t('moments:errors.notFound'),
              'original-not-found': t('moments:errors.originalNotFound'),
              'forward-of-forward': t('moments:errors.forwardOfForward'),
              'forward-too-long': t('moments:errors.forwardTooLong', {
                max: MOMENT_LIMITS.maxForwardChars,
              }),
              'empty-comment': t('moments:errors.emptyComment'),
              'comment-too-long': t('moments:errors.commentTooLong', {
                max: MOMENT_LIMITS.maxCommentChars,
              }),
              'no-permission': t('moments:errors.noPermission'),
              'talk-limit': t('moments:errors.talkLimit'),
            } satisfies Record<MomentErrorCode, string>;
        }
      };
      const table = texts();
      return typeof failure === 'string' && Object.hasOwn(table, failure)
        ? (table[failure] ?? fallback)
        : fallback;
    },
    [t],
  );
}
