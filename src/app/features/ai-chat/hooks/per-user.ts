import type { AiServices } from '@core/ai/ai-services.ts';

/**
 * One value per AI services and signed-in user: the chat session, the draft and the loaded
 * settings are shared by the AI tab, the /aichat page and the tab bar input, and start afresh
 * when another user signs in on the same device.
 */
export function perUser<T>(
  create: (ai: AiServices, pub: string) => T,
  dispose?: (value: T) => void,
) {
  const cache = new WeakMap<AiServices, { pub: string; value: T }>();
  return (ai: AiServices, pub: string): T => {
    const cached = cache.get(ai);
    if (cached?.pub === pub) return cached.value;
    if (cached && dispose) dispose(cached.value);
    const value = create(ai, pub);
    cache.set(ai, { pub, value });
    return value;
  };
}
