import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@core/conversations/message-types.ts';
import {
  followConversation,
  REOPEN,
  type Conversation,
  type HistoryChange,
  type HistoryView,
} from './conversation-history.ts';
import { withMessage, type MessagePage } from './history-state.ts';

const text = (msgId: string, timestamp: number): ChatMessage => ({
  msgId,
  chatId: 'chat',
  peer: 'peer',
  sender: 'peer',
  mine: false,
  timestamp,
  status: 'received',
  error: null,
  kind: 'text',
  text: msgId,
});

/** Newest first, as the core answers. */
const page = (older: string | null, ...messages: ChatMessage[]): MessagePage => ({
  messages,
  older,
  newer: null,
});

type Event = { room: string; message?: ChatMessage; cleared?: boolean };

/** A promise the test settles, and knows when its handlers have run. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets the reads' handlers run (a few turns: a read is adopted by a promise of its own). */
const settled = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

/** A conversation whose reads answer when the test says, and a record of what it was asked. */
function fixture(options: { newer?: boolean } = {}) {
  const listeners = new Set<(event: Event) => void>();
  const reads: { what: string; read: ReturnType<typeof deferred<MessagePage>> }[] = [];
  const calls: string[] = [];
  const read = (what: string) => {
    calls.push(what);
    const next = deferred<MessagePage>();
    reads.push({ what, read: next });
    return next.promise;
  };
  const conversation: Conversation<ChatMessage, Event> = {
    events: {
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    change: (event): HistoryChange<ChatMessage> | typeof REOPEN | null => {
      if (event.room !== 'r') return null;
      if (event.cleared) return REOPEN;
      const { message } = event;
      return message ? (h) => withMessage(h, message) : null;
    },
    open: () => read('open'),
    close: () => calls.push('close'),
    older: (cursor) => read(`older ${cursor}`),
    ...(options.newer
      ? { newer: (cursor: string) => read(`newer ${cursor}`), latest: () => read('latest') }
      : {}),
  };
  const views: HistoryView<ChatMessage>[] = [];
  const errors: string[] = [];
  const followed = followConversation(conversation, {
    view: (view) => views.push(view),
    error: (what) => errors.push(what),
  });
  const answer = async (index: number, value: MessagePage) => {
    reads[index]?.read.resolve(value);
    await settled();
  };
  const fail = async (index: number) => {
    reads[index]?.read.reject(new Error('no database'));
    await settled();
  };
  return {
    followed,
    calls,
    views,
    errors,
    answer,
    fail,
    listeners,
    emit: (event: Event) => listeners.forEach((listener) => listener(event)),
    last: () => views.at(-1),
    ids: () => views.at(-1)?.history.messages.map((m) => m.msgId),
  };
}

describe('followConversation', () => {
  it('opens at the first page and keeps what events brought in meanwhile', async () => {
    const f = fixture();
    expect(f.calls).toEqual(['open']);
    f.emit({ room: 'r', message: text('c', 30) });
    expect(f.last()?.loaded).toBe(false);
    await f.answer(0, page('cursor', text('b', 20), text('a', 10)));
    expect(f.ids()).toEqual(['a', 'b', 'c']);
    expect(f.last()).toMatchObject({ loaded: true, loading: false, restarts: 0 });
    expect(f.last()?.history.older).toBe('cursor');
  });

  it('says nothing about events of other conversations', async () => {
    const f = fixture();
    await f.answer(0, page(null, text('a', 10)));
    const seen = f.views.length;
    f.emit({ room: 'elsewhere', message: text('x', 20) });
    f.emit({ room: 'r' });
    expect(f.views).toHaveLength(seen);
  });

  it('loads one older page at a time, and none before the oldest', async () => {
    const f = fixture();
    await f.answer(0, page('o1', text('c', 30)));
    f.followed.loadOlder();
    f.followed.loadOlder();
    expect(f.calls).toEqual(['open', 'older o1']);
    expect(f.last()?.loading).toBe(true);
    await f.answer(1, page(null, text('b', 20), text('a', 10)));
    expect(f.ids()).toEqual(['a', 'b', 'c']);
    expect(f.last()).toMatchObject({ loading: false });
    f.followed.loadOlder();
    expect(f.calls).toHaveLength(2);
  });

  it('is ready to load again after a page failed', async () => {
    const f = fixture();
    await f.answer(0, page('o1', text('c', 30)));
    f.followed.loadOlder();
    await f.fail(1);
    expect(f.errors).toEqual(['loading messages']);
    expect(f.last()?.loading).toBe(false);
    f.followed.loadOlder();
    expect(f.calls).toEqual(['open', 'older o1', 'older o1']);
  });

  it('lets nothing land after stop, and closes the conversation', async () => {
    const f = fixture();
    f.followed.stop();
    expect(f.calls).toEqual(['open', 'close']);
    expect(f.listeners.size).toBe(0);
    await f.answer(0, page(null, text('a', 10)));
    await f.fail(0);
    expect(f.views).toEqual([]);
    expect(f.errors).toEqual([]);
    f.followed.loadOlder();
    f.followed.stop();
    expect(f.calls).toEqual(['open', 'close']);
  });

  it('starts afresh when an event asks, dropping pages of the opening before', async () => {
    const f = fixture();
    await f.answer(0, page('o1', text('b', 20), text('a', 10)));
    f.followed.loadOlder();
    f.emit({ room: 'r', cleared: true });
    expect(f.calls).toEqual(['open', 'older o1', 'close', 'open']);
    expect(f.last()).toMatchObject({ loaded: false, loading: false, restarts: 1 });
    expect(f.ids()).toEqual([]);
    // The older page of the history that was cleared arrives late: it is not shown.
    await f.answer(1, page(null, text('old', 5)));
    expect(f.ids()).toEqual([]);
    await f.answer(2, page(null, text('c', 30)));
    expect(f.ids()).toEqual(['c']);
    expect(f.last()).toMatchObject({ loaded: true, restarts: 1 });
  });

  it('reports a first page that failed', async () => {
    const f = fixture();
    await f.fail(0);
    expect(f.errors).toEqual(['opening the conversation']);
    expect(f.views).toEqual([]);
  });

  it('loads newer pages and goes back to the newest where it opened away from it', async () => {
    const f = fixture({ newer: true });
    await f.answer(0, { messages: [text('e', 50), text('d', 40)], older: 'o1', newer: 'n1' });
    // A new message waits while newer ones are not loaded yet.
    f.emit({ room: 'r', message: text('z', 90) });
    expect(f.ids()).toEqual(['d', 'e']);
    f.followed.loadNewer();
    await f.answer(1, { messages: [text('f', 60)], older: null, newer: 'n2' });
    expect(f.ids()).toEqual(['d', 'e', 'f']);
    expect(f.last()?.history.newer).toBe('n2');
    const latest = f.followed.showLatest();
    await f.answer(2, page('o9', text('z', 90), text('y', 80)));
    await latest;
    expect(f.calls).toEqual(['open', 'newer n1', 'latest']);
    expect(f.ids()).toEqual(['y', 'z']);
    expect(f.last()).toMatchObject({ loaded: true, restarts: 1 });
    expect(f.last()?.history).toMatchObject({ older: 'o9', newer: null });
  });

  it('has no newer pages and nothing to go back to where it always opens at the newest', async () => {
    const f = fixture();
    await f.answer(0, page(null, text('a', 10)));
    f.followed.loadNewer();
    await f.followed.showLatest();
    expect(f.calls).toEqual(['open']);
  });
});
