import { useSyncExternalStore } from 'react';
import type { AiServices } from '../../../../core/ai/ai-services.ts';
import type { AiChatSession, AiChatState } from '../../../../core/ai/chat-session.ts';
import { useCore, useSession } from '../../../core/core-context.ts';
import { perUser } from './per-user.ts';
import { aiLoaded } from './use-ai-ready.ts';

const sessionFor = perUser(
  (ai: AiServices, pub: string) => {
    const session = ai.createChatSession();
    // Reopens the conversation that was open last time, once the settings are read.
    void aiLoaded(ai, pub)
      .then(() => session.restore())
      .catch((error: unknown) => console.error('AI conversation could not be reopened', error));
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

/**
 * One piece of the chat state; the component re-renders only when that piece changes, so a
 * streamed chunk re-renders the message list, not the whole screen. `select` must return a value
 * that stays identical while its source does (a primitive, or a part of the state).
 */
export function useChatSelector<T>(select: (state: AiChatState) => T): T {
  const session = useChatSession();
  return useSyncExternalStore(
    (notify) => session.subscribe(notify),
    () => select(session.getState()),
  );
}

/** True while a reply is being waited for or streamed. */
export const isGenerating = (state: AiChatState): boolean => state.phase !== 'idle';

/** Whether a reply is being waited for or streamed. */
export const useGenerating = (): boolean => useChatSelector(isGenerating);
