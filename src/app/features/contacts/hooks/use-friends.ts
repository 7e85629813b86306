import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactService } from '@core/contacts/contact-service.ts';
import { ContactError } from '@core/contacts/contact-errors.ts';
import type { Friend } from '@core/contacts/friend.ts';
import { useCore } from '../../../boot/core-context.ts';
import { useContactQuery, type ContactQuery } from './use-contact-query.ts';
import { useConfirm, useFeedback } from '../../../ui/use-feedback.ts';
import { useRefusalText } from '../../../ui/use-refusal-text.ts';

const NO_FRIENDS: readonly Friend[] = [];
const readFriends = (contacts: ContactService) => contacts.friends();

/** The friend list, live. */
export function useFriends(): ContactQuery<readonly Friend[]> {
  return useContactQuery(readFriends, NO_FRIENDS);
}

/** One friend, live; null while loading and when `pub` is not a friend. */
export function useFriend(pub: string): ContactQuery<Friend | null> {
  const read = useCallback(
    (contacts: ContactService) => (pub ? contacts.friend(pub) : Promise.resolve(null)),
    [pub],
  );
  return useContactQuery(read, null);
}

/**
 * Delete friend, after the confirmation: removed here at once; the other side is told by a letter.
 * Resolves to whether the friend is gone.
 */
export function useDeleteFriend(): (
  friend: Pick<Friend, 'pub' | 'displayName'>,
) => Promise<boolean> {
  const { contacts } = useCore();
  const { t } = useTranslation('contacts');
  const confirm = useConfirm();
  const feedback = useFeedback();
  const refusalText = useRefusalText();
  return useCallback(
    async (friend) => {
      const sure = await confirm({
        header: t('deleteFriend.header'),
        message: t('deleteFriend.message', { name: friend.displayName }),
        confirmText: t('deleteFriend.confirm'),
      });
      if (!sure) return false;
      const removed = await contacts.removeFriend(friend.pub);
      if (removed.ok) {
        feedback.success(t('deleteFriend.done'));
        return true;
      }
      // The local removal stands when only the notice to the other side failed.
      const gone =
        removed.error !== ContactError.notLoggedIn && removed.error !== ContactError.notFriend;
      const letterStep = gone ? 'removeNotice' : undefined;
      feedback.error(refusalText('contacts', removed.error, { letterStep }));
      return gone;
    },
    [contacts, confirm, feedback, refusalText, t],
  );
}
