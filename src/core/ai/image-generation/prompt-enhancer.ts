import type { AiClient } from '../ai-client.ts';

/** The spec keeps an enhanced prompt under 200 words. */
export const ENHANCED_PROMPT_MAX_WORDS = 200;

// Addressed to the model, not shown to the user.
const INSTRUCTIONS =
  'You improve prompts for a Stable Diffusion image generator. Rewrite the prompt the user ' +
  'gives as one detailed English prompt: subject, style, lighting, composition and quality ' +
  `keywords, separated by commas. Keep it under ${ENHANCED_PROMPT_MAX_WORDS} words. Answer ` +
  'with the prompt alone: no introduction, no quotes, no explanation.';

/** At most `max` words, whitespace collapsed; surrounding quotes and a leading label dropped. */
export function limitWords(text: string, max = ENHANCED_PROMPT_MAX_WORDS): string {
  const cleaned = text
    .trim()
    .replace(/^(enhanced |improved )?prompt:\s*/i, '')
    .replace(/^["'“”]+|["'“”]+$/g, '');
  const words = cleaned.split(/\s+/).filter(Boolean);
  return words.slice(0, max - 1).join(' ');
}

export interface EnhanceRun {
  signal?: AbortSignal;
}

/**
 * The prompt as the local model rewrites it, or null when the model gave nothing usable (the
 * caller then keeps the user's own prompt). Throws what the client throws.
 */
export async function enhancePrompt(
  client: AiClient,
  model: string,
  prompt: string,
  run: EnhanceRun = {},
): Promise<string | null> {
  const handle = client.reply({
    model,
    mode: 'chat',
    stream: false,
    messages: [
      { role: 'system', content: INSTRUCTIONS },
      { role: 'user', content: prompt },
    ],
  });
  const stop = () => handle.stop();
  run.signal?.addEventListener('abort', stop, { once: true });
  try {
    const reply = await handle.done;
    if (reply.outcome !== 'complete') return null;
    return limitWords(reply.content) || null;
  } finally {
    run.signal?.removeEventListener('abort', stop);
  }
}
