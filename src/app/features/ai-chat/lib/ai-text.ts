import type { TFunction } from 'i18next';
import { AI_SETTINGS_TEXT, AI_TEXT, TEMPLATE_TEXT } from '../../../../core/ai/ai-texts.ts';
import { PULL_BUSY_TEXT } from '../../../../core/ai/model-manager.ts';
import { PULL_STAGE_TEXT } from '../../../../core/ai/pull-progress.ts';

/**
 * Core returns the spec's English texts; the screens show them through i18n. Each known text maps
 * to a key of the `ai` namespace (`text.*`); anything else (a server's own words) passes through.
 */
const KEYS = new Map<string, string>([
  ...Object.entries(AI_TEXT).map(([key, text]) => [text, `text.${key}`] as const),
  ...Object.entries(AI_SETTINGS_TEXT).map(([key, text]) => [text, `settingsText.${key}`] as const),
  ...Object.entries(TEMPLATE_TEXT).map(([key, text]) => [text, `templateText.${key}`] as const),
  ...Object.entries(PULL_STAGE_TEXT)
    .filter(([, text]) => text !== '')
    .map(([stage, text]) => [text, `pullStage.${stage}`] as const),
  [PULL_BUSY_TEXT, 'settingsText.pullBusy'],
]);

/** The translation of a text core gave, or the text itself when core did not write it. */
export function translateAiText(t: TFunction<'ai'>, text: string): string {
  const key = KEYS.get(text.trim());
  return key ? t(key as never) : text;
}

/** Whether core wrote this text (a cancelled or failed reply is shown translated). */
export const isAiText = (text: string): boolean => KEYS.has(text.trim());
