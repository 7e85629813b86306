import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLetterFailure } from '../../../core/contacts/contact-errors.ts';
import type { FriendRequest } from '../../../core/contacts/contact-store.ts';
import { useCore } from '../../boot/core-context.ts';
import { useContactErrorText } from '../contacts/hooks/use-contact-error-text.ts';
import { useFeedback } from '../contacts/hooks/use-feedback.ts';

export type Answer = 'agree' | 'refuse';

export interface AnswerRequest {
  /** Which button is working, if any. */
  readonly busy: Answer | null;
  /** Resolves to whether the request was answered (the sheet then closes). */
  readonly answer: (
    request: FriendRequest,
    answer: Answer,
    blockSender: boolean,
  ) => Promise<boolean>;
}

/** Agree (both become friends) or Refuse (the request goes), optionally blocking the sender. */
export function useAnswerRequest(): AnswerRequest {
  const { contacts } = useCore();
  const { t } = useTranslation('contacts');
  const feedback = useFeedback();
  const errorText = useContactErrorText();
  const [busy, setBusy] = useState<Answer | null>(null);

  async function answer(request: FriendRequest, kind: Answer, blockSender: boolean) {
    setBusy(kind);
    try {
      const options = { blockSender };
      const result =
        kind === 'agree'
          ? await contacts.accept(request.id, options)
          : await contacts.refuse(request.id, options);
      if (!result.ok) {
        feedback.error(
          errorText(result.error, isLetterFailure(result.error) ? 'accept' : undefined),
        );
        return false;
      }
      feedback.success(
        kind === 'agree'
          ? t('sheet.agreed', { name: request.alias })
          : t('sheet.refused', { name: request.alias }),
      );
      return true;
    } finally {
      setBusy(null);
    }
  }

  return { busy, answer };
}
