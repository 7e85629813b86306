import { useCallback } from 'react';
import { useCore } from '../../../boot/core-context.ts';
import { type AiServiceDraft, useAiServiceDraft, useChatSettings } from '../../ai-chat/public.ts';

/** The AI proxy of the relay that serves this page. */
export const relayAiUrl = (): string => new URL('/ai', window.location.origin).href;

export interface RelayProxyEditor extends AiServiceDraft {
  /** Where requests will go. */
  address: string;
}

/** Chooses the relay's proxy with the token (stored on this device only) and lists its models. */
export function useRelayProxy(): RelayProxyEditor {
  const { ai } = useCore();
  const address = relayAiUrl();
  const commit = useCallback(
    (token: string) => ai.settings.setRelayProxy(address, token),
    [ai, address],
  );
  return { ...useAiServiceDraft(useChatSettings().apiToken, commit), address };
}
