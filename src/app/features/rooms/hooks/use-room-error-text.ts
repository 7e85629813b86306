import { useCallback } from 'react';
import { useRefusalText } from '../../../ui/use-refusal-text.ts';

/**
 * A room action's failure in the interface language: the core's refusals, else `fallback` (the
 * spec's toast for the action). `maxName` is the name limit of the form the name came from.
 */
export function useRoomErrorText(): (
  failure: unknown,
  fallback: string,
  maxName?: number,
) => string {
  const refusalText = useRefusalText();
  return useCallback(
    (failure: unknown, fallback: string, maxName?: number) =>
      refusalText('rooms', failure, fallback, { maxName }),
    [refusalText],
  );
}
