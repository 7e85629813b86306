import type { AiConversation } from '@core/ai/conversation-types.ts';
import { useCore } from '../../../boot/core-context.ts';
import { useLiveQuery } from '../../../ui/use-live-query.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

const SEARCH_DEBOUNCE_MS = 300;

/** The conversation history, newest first, filtered by `search`; follows every change. */
export function useConversations(search: string): AiConversation[] | null {
  const { ai } = useCore();
  const query = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  // The conversations' listener is told nothing (`void`): every change reads again.
  return useLiveQuery<AiConversation[] | null, void>(
    `ai-conversations:${query}`,
    { read: () => ai.conversations.search(query), source: ai.conversations },
    null,
    // While a new search is read the previous results stay: no flicker.
    { keepPrevious: true },
  ).value;
}
