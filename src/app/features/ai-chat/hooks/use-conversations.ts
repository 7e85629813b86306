import { useEffect, useState } from 'react';
import type { AiConversation } from '../../../../core/ai/conversation-types.ts';
import { useCore } from '../../../boot/core-context.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

const SEARCH_DEBOUNCE_MS = 300;

/** The conversation history, newest first, filtered by `search`; follows every change. */
export function useConversations(search: string): AiConversation[] | null {
  const { ai } = useCore();
  const query = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [version, setVersion] = useState(0);
  const [list, setList] = useState<AiConversation[] | null>(null);

  useEffect(() => ai.conversations.subscribe(() => setVersion((v) => v + 1)), [ai]);

  useEffect(() => {
    let live = true;
    ai.conversations.search(query).then(
      (found) => live && setList(found),
      (error: unknown) => console.error('AI conversations could not be read', error),
    );
    return () => {
      live = false;
    };
  }, [ai, query, version]);

  return list;
}
