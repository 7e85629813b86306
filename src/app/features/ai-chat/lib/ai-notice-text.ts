import type { TFunction } from 'i18next';
import type { ConnectionFailure } from '@core/ai/ai-client.ts';
import type { PullStage } from '@core/ai/pull-progress.ts';
import { refusalKey, type RefusalCode } from '../../../ui/use-refusal-text.ts';

// A model pull's stages are its progress, not a refusal: their texts stay with the AI screens.
export const PULL_STAGE_KEYS = {
  connecting: 'pullStage.connecting',
  reading: 'pullStage.reading',
  downloading: 'pullStage.downloading',
  verifying: 'pullStage.verifying',
  writing: 'pullStage.writing',
  cleanup: 'pullStage.cleanup',
  success: 'pullStage.success',
  cancelled: 'pullStage.cancelled',
  'connection-error': 'pullStage.connectionError',
  timeout: 'pullStage.timeout',
  'request-timeout': 'pullStage.requestTimeout',
  error: 'pullStage.error',
  incomplete: 'pullStage.incomplete',
} as const satisfies Record<Exclude<PullStage, 'idle'>, `pullStage.${string}`>;

/**
 * A code of the AI core (a notice, an error, a debug entry) in the interface language, as
 * `ui/use-refusal-text.ts` words every core code.
 */
export const aiNoticeText = (t: TFunction<'ai'>, code: RefusalCode<'ai'>): string =>
  t(refusalKey('ai', code));

/** A pull's stage in the interface language. */
export const pullStageText = (t: TFunction<'ai'>, stage: Exclude<PullStage, 'idle'>): string =>
  t(PULL_STAGE_KEYS[stage]);

/** What a failed connection says: the relay's refusal in the reader's language, or the server's words. */
export const connectionFailureDetail = (
  t: TFunction<'ai'>,
  failure: { error: ConnectionFailure; detail: string },
): string => (failure.error === 'connect-failed' ? failure.detail : aiNoticeText(t, failure.error));
