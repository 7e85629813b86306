import { useTranslation } from 'react-i18next';
import { isLetterFailure } from '@core/contacts/contact-errors.ts';
import type { FriendRequest } from '@core/contacts/contact-store.ts';
import { useCore } from '../../boot/core-context.ts';
import { useAction } from '../../ui/use-action.ts';
import { useFeedback } from '../../ui/use-feedback.ts';
import { useRefusalText } from '../../ui/use-refusal-text.ts';

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
  const refusalText = useRefusalText();

  const answerWith = (kind: Answer) => async (request: FriendRequest, blockSender: boolean) => {
    const options = { blockSender };
    const result =
      kind === 'agree'
        ? await contacts.accept(request.id, options)
        : await contacts.refuse(request.id, options);
    if (!result.ok) {
      const letterStep = isLetterFailure(result.error) ? 'accept' : undefined;
      feedback.error(refusalText('contacts', result.error, { letterStep }));
      return false;
    }
    feedback.success(
      kind === 'agree'
        ? t('sheet.agreed', { name: request.alias })
        : t('sheet.refused', { name: request.alias }),
    );
    return true;
  };
  // One action per button, so the sheet can tell which one is working.
  const agree = useAction(answerWith('agree'), { what: 'agreeing to a friend request' });
  const refuse = useAction(answerWith('refuse'), { what: 'refusing a friend request' });

  return {
    busy: agree.busy ? 'agree' : refuse.busy ? 'refuse' : null,
    answer: async (request, kind, blockSender) =>
      (await (kind === 'agree' ? agree : refuse).run(request, blockSender)) ?? false,
  };
}
