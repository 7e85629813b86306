import { useCallback, useState } from 'react';
import { useCore } from '../../../boot/core-context.ts';

export type ChatsSegment = 'chats' | 'rooms';

/** The page name the segment is saved under (the spec keeps one selection per page). */
const PAGE = 'chats';

const isSegment = (value: string | null): value is ChatsSegment =>
  value === 'chats' || value === 'rooms';

/** The Chats / Rooms segment: restored when the saved value is valid, else Chats. */
export function useChatsSegment(): [ChatsSegment, (segment: string) => void] {
  const { preferences } = useCore();
  const [segment, setSegment] = useState<ChatsSegment>(() => {
    const saved = preferences.segment(PAGE);
    return isSegment(saved) ? saved : 'chats';
  });
  const choose = useCallback(
    (next: string) => {
      if (!isSegment(next)) return;
      setSegment(next);
      preferences.setSegment(PAGE, next);
    },
    [preferences],
  );
  return [segment, choose];
}
