import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLetterFailure } from '@core/contacts/contact-errors.ts';
import { useCore } from '../../boot/core-context.ts';
import { useAction } from '../../ui/use-action.ts';
import { useFeedback } from '../../ui/use-feedback.ts';
import { useRefusalText } from '../../ui/use-refusal-text.ts';

export interface SendRequest {
  readonly busy: boolean;
  readonly sent: boolean;
  readonly error: string | null;
  readonly send: (message: string) => Promise<void>;
}

/** Spec 5 "Add friend (request send)": the core runs every check; this shows its outcome. */
export function useSendRequest(pub: string): SendRequest {
  const { contacts } = useCore();
  const { t } = useTranslation('contacts');
  const feedback = useFeedback();
  const refusalText = useRefusalText();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const { run: send, busy } = useAction(
    async (message: string) => {
      setError(null);
      const result = await contacts.sendFriendRequest(pub, message);
      if (result.ok) {
        setSent(true);
        feedback.success(t('stranger.requestSent'));
      } else {
        // Shown under the message, where the user is looking; a toast would say it twice.
        const letterStep = isLetterFailure(result.error) ? 'sendRequest' : undefined;
        setError(refusalText('contacts', result.error, { letterStep }));
      }
    },
    { what: 'sending a friend request' },
  );

  return { busy, sent, error, send };
}
