import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@core/chat/chat-types.ts';
import {
  EMPTY_HISTORY,
  withFirstPage,
  withMessage,
  withNewerPage,
  withOlderPage,
  withStatus,
  withoutMessage,
} from './history-state.ts';

const text = (msgId: string, timestamp: number, body = msgId): ChatMessage => ({
  msgId,
  chatId: 'chat',
  peer: 'peer',
  sender: 'peer',
  mine: false,
  timestamp,
  status: 'received',
  error: null,
  kind: 'text',
  text: body,
});

const ids = (state: { messages: readonly ChatMessage[] }) => state.messages.map((m) => m.msgId);

describe('conversation history window', () => {
  it('shows pages oldest first and keeps messages that arrived while the page loaded', () => {
    const live = withMessage(EMPTY_HISTORY, text('c', 30));
    const opened = withFirstPage(live, {
      messages: [text('c', 30), text('b', 20), text('a', 10)],
      older: '10:1',
      newer: null,
    });
    expect(ids(opened)).toEqual(['a', 'b', 'c']);
    expect(opened.older).toBe('10:1');
  });

  it('puts older pages before and newer pages after, without repeats', () => {
    const opened = withFirstPage(EMPTY_HISTORY, {
      messages: [text('m', 50)],
      older: 'o',
      newer: 'n',
    });
    const older = withOlderPage(opened, {
      messages: [text('m', 50), text('k', 40)],
      older: null,
      newer: null,
    });
    expect(ids(older)).toEqual(['k', 'm']);
    expect(older.older).toBeNull();
    expect(older.newer).toBe('n');
    const newer = withNewerPage(older, { messages: [text('p', 60)], older: 'x', newer: null });
    expect(ids(newer)).toEqual(['k', 'm', 'p']);
    expect(newer.older).toBeNull();
    expect(newer.newer).toBeNull();
  });

  it('replaces a message it already has (a file that finished arriving)', () => {
    const state = withMessage(withMessage(EMPTY_HISTORY, text('a', 10)), text('a', 10, 'done'));
    expect(state.messages).toHaveLength(1);
    expect(state.messages[0]).toMatchObject({ text: 'done' });
  });

  it('holds back new messages while newer ones are not loaded yet', () => {
    const atHit = withFirstPage(EMPTY_HISTORY, {
      messages: [text('hit', 10)],
      older: null,
      newer: '10:1',
    });
    expect(ids(withMessage(atHit, text('new', 99)))).toEqual(['hit']);
  });

  it("keeps a friend's message and mine apart when they carry the same id", () => {
    const mine = {
      ...text('same', 10, 'mine'),
      sender: 'me',
      mine: true,
      status: 'pending' as const,
    };
    const theirs = text('same', 20, 'theirs');
    const state = withMessage(withMessage(EMPTY_HISTORY, mine), theirs);
    expect(state.messages.map((m) => m.sender)).toEqual(['me', 'peer']);
    const sent = withStatus(state, 'same', 'sent', null);
    expect(sent.messages.map((m) => m.status)).toEqual(['sent', 'received']);
  });

  it('updates the status of a message and drops retracted ones', () => {
    const state = withMessage(EMPTY_HISTORY, { ...text('a', 10), mine: true, status: 'pending' });
    const sent = withStatus(state, 'a', 'sent', null);
    expect(sent.messages[0]?.status).toBe('sent');
    expect(withStatus(sent, 'unknown', 'failed', 'x')).toBe(sent);
    expect(ids(withoutMessage(sent, 'a'))).toEqual([]);
  });

  it('drops a retracted room message of its sender only: ids are unique per sender', () => {
    const alices = { ...text('same', 10, 'from alice'), sender: 'alice' };
    const bobs = { ...text('same', 20, 'from bob'), sender: 'bob' };
    const state = withMessage(withMessage(EMPTY_HISTORY, alices), bobs);
    const left = withoutMessage(state, 'same', 'bob').messages;
    expect(left.map((m) => m.sender)).toEqual(['alice']);
  });
});

describe('list positions of the chat page history', () => {
  const page = (...messages: ChatMessage[]) => ({ messages, older: 'o', newer: null });

  it('keeps each message at its position while older pages go in before it', () => {
    const opened = withFirstPage(EMPTY_HISTORY, page(text('d', 40), text('c', 30)));
    const older = withOlderPage(opened, page(text('b', 20), text('a', 10)));
    expect(ids(older)).toEqual(['a', 'b', 'c', 'd']);
    // 'c' was first at firstIndex; two older ones went in before it.
    expect(older.firstIndex).toBe(opened.firstIndex - 2);
    const live = withMessage(older, text('e', 50));
    expect(ids(live)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(live.firstIndex).toBe(older.firstIndex);
  });

  it('sorts a message that arrived late into its place', () => {
    const opened = withFirstPage(EMPTY_HISTORY, page(text('c', 30), text('a', 10)));
    const late = withMessage(opened, text('b', 20));
    expect(ids(late)).toEqual(['a', 'b', 'c']);
    expect(late.firstIndex).toBe(opened.firstIndex);
    const earliest = withMessage(late, text('z', 5));
    expect(ids(earliest)).toEqual(['z', 'a', 'b', 'c']);
    expect(earliest.firstIndex).toBe(opened.firstIndex - 1);
  });

  it('keeps messages of the same time in the order they came in', () => {
    const opened = withFirstPage(EMPTY_HISTORY, page(text('b', 10), text('a', 10)));
    expect(ids(withMessage(opened, text('c', 10)))).toEqual(['a', 'b', 'c']);
  });
});
