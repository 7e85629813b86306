import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactErrorCode } from '@core/contacts/contact-errors.ts';

/** The step a letter belonged to: a letter that did not leave is told as that step's failure. */
export type LetterStep = 'sendRequest' | 'accept' | 'removeNotice';

/** The contacts core's error codes in the interface language. */
export function useContactErrorText(): (error: ContactErrorCode, step?: LetterStep) => string {
  const { t } = useTranslation('contacts');
  return useCallback(
    (error: ContactErrorCode, step?: LetterStep) => {
      const texts: Record<ContactErrorCode, string> = {
        'not-logged-in': t('errors.notLoggedIn'),
        'public-key-null': t('errors.publicKeyNull'),
        'public-key-missing': t('errors.publicKeyMissing'),
        blocked: t('errors.blocked'),
        'already-friend': t('errors.alreadyFriend'),
        'invalid-public-key': t('errors.invalidPublicKey'),
        self: t('errors.self'),
        'message-required': t('errors.messageRequired'),
        'user-not-found': t('errors.userNotFound'),
        'account-deleted': t('errors.accountDeleted'),
        'no-epub': t('errors.noEpub'),
        'request-not-found': t('errors.requestNotFound'),
        'not-friend': t('errors.notFriend'),
        'report-reason-required': t('errors.reportReasonRequired'),
        offline: t('errors.offline'),
        timeout: t('errors.timeout'),
        refused: t('errors.refused'),
        'inbox-full': t('errors.inboxFull'),
        unexpected: t('errors.unexpected'),
      };
      const text = texts[error];
      if (step === 'sendRequest') return t('errors.sendRequestFailed', { cause: text });
      if (step === 'accept') return t('errors.acceptFailed', { cause: text });
      if (step === 'removeNotice') return t('errors.removeNoticeFailed', { cause: text });
      return text;
    },
    [t],
  );
}
