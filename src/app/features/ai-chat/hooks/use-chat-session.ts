import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { AiServices } from '@core/ai/ai-services.ts';
import type { AiChatSession, AiChatState, ChatMessageView } from '@core/ai/chat-session.ts';
import { debug } from '@core/util/log.ts';
import { useCore, useSession } from '../../../boot/core-context.ts';
import type { StreamingText } from '../../../ui/markdown-view.tsx';
import { perUser } from './per-user.ts';
import { aiLoaded } from './use-ai-ready.ts';

const log = debug('ai');

const sessionFor = perUser(
  (ai: AiServices, pub: string) => {
    const session = ai.createChatSession();
    // Reopens the conversation that was open last time, once the settings are read.
    void aiLoaded(ai, pub)
      .then(() => session.restore())
      .catch((error: unknown) => log('reopening the AI conversation failed: %o', error));
    return session;
  },
  (session) => session.stop(),
);

/** The AI chat session shared by every AI chat surface of the signed-in user. */
export function useChatSession(): AiChatSession {
  const { ai } = useCore();
  const pub = useSession()?.pub ?? '';
  return sessionFor(ai, pub);
}

/** `select`, except that a value `same` as the one it gave before comes back as that one. */
function keepingSame<T>(
  select: (state: AiChatState) => T,
  same: (before: T, after: T) => boolean,
): (state: AiChatState) => T {
  let kept: { value: T } | null = null;
  return (state) => {
    const value = select(state);
    if (kept === null || !same(kept.value, value)) kept = { value };
    return kept.value;
  };
}

/**
 * One piece of the chat state; the component re-renders only when that piece changes, so a
 * streamed chunk does not re-render the whole screen. `select` must return a value that stays
 * identical while its source does (a primitive, or a part of the state), or `same` says when a
 * new value counts as the one before (which is then kept).
 */
export function useChatSelector<T>(
  select: (state: AiChatState) => T,
  same: (before: T, after: T) => boolean = Object.is,
): T {
  const session = useChatSession();
  const subscribe = useCallback((notify: () => void) => session.subscribe(notify), [session]);
  const getSnapshot = useMemo(() => {
    const pick = keepingSame(select, same);
    return () => pick(session.getState());
  }, [session, select, same]);
  return useSyncExternalStore(subscribe, getSnapshot);
}

const streamingIn = (state: AiChatState, id: string) =>
  state.messages.findLast((m) => m.id === id && m.isStreaming);

/**
 * The reply being written as it is now (undefined once it is no longer being written). Lists
 * keep that reply as it first showed, so that a chunk re-renders only what shows the reply;
 * `same` may keep it as it was too (see useChatSelector).
 */
export function useStreamingMessage(
  id: string,
  same?: (before: ChatMessageView | undefined, after: ChatMessageView | undefined) => boolean,
): ChatMessageView | undefined {
  const select = useCallback((state: AiChatState) => streamingIn(state, id), [id]);
  return useChatSelector(select, same);
}

/**
 * The answer of the reply being written, for StreamingMarkdownView: it changes with every chunk,
 * and the view follows it without a React render.
 */
export function useStreamingAnswer(id: string): StreamingText {
  const session = useChatSession();
  return useMemo(
    () => ({
      subscribe: (onChange: () => void) => session.subscribe(onChange),
      read: () => streamingIn(session.getState(), id)?.content ?? null,
    }),
    [session, id],
  );
}

/** True while a reply is being waited for or streamed. */
export const isGenerating = (state: AiChatState): boolean => state.phase !== 'idle';

/** Whether a reply is being waited for or streamed. */
export const useGenerating = (): boolean => useChatSelector(isGenerating);
