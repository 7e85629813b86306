import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefusalText } from '../../../ui/use-refusal-text.ts';

/** A chat action's failure in the interface language: the core's refusals, else the spec's text. */
export function useChatErrorText(): (failure: unknown) => string {
  const { t } = useTranslation('chat');
  const refusalText = useRefusalText();
  return useCallback(
    (failure: unknown) => refusalText('chat', failure, t('errors.sendFailed')),
    [refusalText, t],
  );
}
