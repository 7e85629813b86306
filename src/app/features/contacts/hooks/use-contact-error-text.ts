import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACCEPT_FAILED,
  ContactError,
  REMOVE_NOTICE_FAILED,
  SEND_REQUEST_FAILED,
} from '../../../../core/contacts/contact-errors.ts';
import { INBOX_REFUSALS } from '../../../../core/protocol/letter-stamp.ts';

/**
 * The contacts core's error texts (the spec's English, used as codes) in the interface language.
 * A "Failed to …: cause" keeps its cause (translated when it is one of the core's texts); an
 * unknown text is shown as given.
 */
export function useContactErrorText(): (error: string) => string {
  const { t } = useTranslation('contacts');
  return useCallback(
    (error: string) => {
      const known: Record<string, string> = {
        [ContactError.notLoggedIn]: t('errors.notLoggedIn'),
        [ContactError.publicKeyNull]: t('errors.publicKeyNull'),
        [ContactError.publicKeyMissing]: t('errors.publicKeyMissing'),
        [ContactError.blocked]: t('errors.blocked'),
        [ContactError.alreadyFriend]: t('errors.alreadyFriend'),
        [ContactError.invalidPublicKey]: t('errors.invalidPublicKey'),
        [ContactError.self]: t('errors.self'),
        [ContactError.messageRequired]: t('errors.messageRequired'),
        [ContactError.userNotFound]: t('errors.userNotFound'),
        [ContactError.accountDeleted]: t('errors.accountDeleted'),
        [ContactError.noEpub]: t('errors.noEpub'),
        [ContactError.requestNotFound]: t('errors.requestNotFound'),
        [ContactError.notFriend]: t('errors.notFriend'),
        [ContactError.reportReasonRequired]: t('errors.reportReasonRequired'),
        [INBOX_REFUSALS.full]: t('errors.inboxFull'),
      };
      const cause = (text: string) => known[text] ?? text;
      if (known[error] !== undefined) return known[error];
      if (error.startsWith(SEND_REQUEST_FAILED)) {
        return t('errors.sendRequestFailed', {
          cause: cause(error.slice(SEND_REQUEST_FAILED.length)),
        });
      }
      if (error.startsWith(ACCEPT_FAILED)) {
        return t('errors.acceptFailed', { cause: cause(error.slice(ACCEPT_FAILED.length)) });
      }
      if (error.startsWith(REMOVE_NOTICE_FAILED)) {
        return t('errors.removeNoticeFailed', {
          cause: cause(error.slice(REMOVE_NOTICE_FAILED.length)),
        });
      }
      return error;
    },
    [t],
  );
}
