import { useCallback, useSyncExternalStore } from 'react';
import { DEFAULT_API_URL } from '@core/ai/ai-client.ts';
import type { AiChatSettings } from '@core/ai/chat-settings.ts';
import type { ImageSettingsService } from '@core/ai/image-settings.ts';
import { debug } from '@core/util/log.ts';
import { useCore } from '../../../boot/core-context.ts';

const log = debug('ai');

/** What the chat settings forms edit (the address has its own field). */
export type ChatOptions = Pick<
  AiChatSettings,
  'selectedModel' | 'chatMode' | 'streamEnabled' | 'temperature'
>;

export const chatOptionsOf = (settings: AiChatSettings): ChatOptions => ({
  selectedModel: settings.selectedModel,
  chatMode: settings.chatMode,
  streamEnabled: settings.streamEnabled,
  temperature: settings.temperature,
});

/** The saved chat settings (model, mode, stream, temperature, model server or relay proxy), live. */
export function useChatSettings(): AiChatSettings {
  const { ai } = useCore();
  return useSyncExternalStore(
    (notify) => ai.settings.subscribe(notify),
    () => ai.settings.current,
  );
}

type ImagePatch = Parameters<ImageSettingsService['save']>[0];

/** Saves a change of the chat (and image) settings; resolves false when it could not be stored. */
export function useSaveChatSettings(): (
  patch: Partial<AiChatSettings>,
  images?: ImagePatch,
) => Promise<boolean> {
  const { ai } = useCore();
  return useCallback(
    async (patch, images = {}) => {
      try {
        await ai.settings.save(patch);
        if (Object.keys(images).length) await ai.images.save(images);
        return true;
      } catch (error) {
        log('saving the AI chat settings failed: %o', error);
        return false;
      }
    },
    [ai],
  );
}

/**
 * Whether the user has pointed the app at a model service (a model chosen, an address set or the
 * relay's proxy chosen). Until then nothing connects by itself: a browser probing a local port it
 * was never asked to reach would also fill the console with refused connections.
 */
export const isAiConfigured = (settings: AiChatSettings): boolean =>
  settings.selectedModel.trim() !== '' ||
  settings.apiUrl !== DEFAULT_API_URL ||
  settings.apiSource === 'relay';
