import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toAiError } from '../../../../core/ai/ai-error.ts';
import { useToast } from '../../../ui/use-toast.ts';
import { aiNoticeText } from '../../ai-chat/lib/ai-notice-text.ts';

export interface Operation<A extends unknown[], R> {
  /** Resolves with the result, or undefined after a failure (already shown as a toast). */
  run: (...args: A) => Promise<R | undefined>;
  busy: boolean;
}

/**
 * One model-service operation of the settings page: busy while it runs, its failure shown as the
 * spec's toast with the server's words after it.
 */
export function useOperation<A extends unknown[], R>(
  operation: (...args: A) => Promise<R>,
  successText?: string,
): Operation<A, R> {
  const { t } = useTranslation('ai');
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (...args: A) => {
      setBusy(true);
      try {
        const result = await operation(...args);
        if (successText) toast(successText, { color: 'success' });
        return result;
      } catch (error) {
        const failure = toAiError(error);
        const message = aiNoticeText(t, failure.code);
        toast(failure.detail ? `${message}: ${failure.detail}` : message, {
          color: 'danger',
          duration: 5_000,
        });
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [operation, successText, t, toast],
  );
  return { run, busy };
}
