import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { RoomError } from '../../../../core/rooms/room-types.ts';

/**
 * A room action's failure in the interface language: the core's refusals, else `fallback` (the
 * spec's toast for the action). `maxName` is the name limit of the form the name came from.
 */
export function useRoomErrorText(): (error: unknown, fallback: string, maxName?: number) => string {
  const { t } = useTranslation('rooms');
  return useCallback(
    (error: unknown, fallback: string, maxName?: number) => {
      if (!(error instanceof RoomError)) return fallback;
      switch (error.code) {
        case 'not-logged-in':
          return t('errors.notLoggedIn');
        case 'name-required':
          return t('errors.nameRequired');
        case 'name-too-long':
          return t('errors.nameTooLong', { max: maxName });
        case 'key-generation-failed':
          return t('errors.keyGeneration');
        case 'key-required':
          return t('errors.keyRequired');
        case 'invalid-key':
          return t('errors.invalidKey');
        case 'not-found':
          return t('errors.notFound');
        case 'no-invitees':
          return t('errors.noInvitees');
        case 'empty-message':
          return t('errors.emptyMessage');
        case 'text-too-long':
          return t('errors.textTooLong');
        case 'image-too-large':
          return t('errors.imageTooLarge');
        case 'voice-too-large':
          return t('errors.voiceTooLarge');
        case 'bad-data-url':
          return t('errors.badDataUrl');
        case 'no-proposal':
          return t('errors.noProposal');
        case 'message-not-found':
          return t('menu.messageGone');
      }
    },
    [t],
  );
}
