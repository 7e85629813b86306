import { useEffect, useState } from 'react';
import type { SearchHit } from '@core/conversations/history.ts';
import { debug } from '@core/util/log.ts';
import { useCore } from '../../../boot/core-context.ts';

const log = debug('chat');

/** Typing settles for this long before the search runs. */
const SEARCH_DELAY_MS = 200;

export interface NamedHit extends SearchHit {
  /** The chat's name: the friend's remark, else alias; a room's name. */
  readonly name: string;
}

export interface MessageSearch {
  readonly hits: readonly NamedHit[];
  /** True once the current query has been answered. */
  readonly done: boolean;
}

/** Full-text search over every chat's messages, for the Chats tab's search box. */
export function useMessageSearch(query: string): MessageSearch {
  const { chat, contacts, rooms } = useCore();
  const [answer, setAnswer] = useState<{ query: string; hits: readonly NamedHit[] } | null>(null);
  const text = query.trim();

  useEffect(() => {
    if (text === '') return;
    let live = true;
    const timer = setTimeout(() => {
      Promise.all([chat.search(text), contacts.friends(), rooms.list()])
        .then(([hits, friends, joined]) => {
          const names = new Map([
            ...friends.map((friend) => [friend.pub, friend.displayName] as const),
            ...joined.map((room) => [room.pub, room.name] as const),
          ]);
          const named = hits.map((hit) => ({
            ...hit,
            name: names.get(hit.peer) ?? hit.peer.slice(0, 8),
          }));
          if (live) setAnswer({ query: text, hits: named });
        })
        .catch((error: unknown) => log('searching the messages failed: %o', error));
    }, SEARCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [chat, contacts, rooms, text]);

  const done = answer !== null && answer.query === text;
  return { hits: done ? answer.hits : [], done };
}
