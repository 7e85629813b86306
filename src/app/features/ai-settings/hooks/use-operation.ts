import { useTranslation } from 'react-i18next';
import { toAiError } from '@core/ai/ai-error.ts';
import { useAction, type Action } from '../../../ui/use-action.ts';
import { aiNoticeText } from '../../ai-chat/public.ts';

/** Longer than the default toast: the failure carries the server's words to read. */
const FAILURE_TOAST_MS = 5_000;

/**
 * One model-service operation of the settings page: busy while it runs, its failure shown as the
 * spec's toast with the server's words after it.
 */
export function useOperation<A extends unknown[], R>(
  operation: (...args: A) => Promise<R>,
  successText?: string,
): Action<A, R> {
  const { t } = useTranslation('ai');
  return useAction(operation, {
    what: 'a model operation',
    successText,
    failureText: (error) => {
      const failure = toAiError(error);
      const message = aiNoticeText(t, failure.code);
      return failure.detail ? `${message}: ${failure.detail}` : message;
    },
    failureDuration: FAILURE_TOAST_MS,
  });
}
