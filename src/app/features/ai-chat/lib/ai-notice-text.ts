import type { TFunction } from 'i18next';
import type { ConnectionFailure } from '@core/ai/ai-client.ts';
import type { AiNoticeCode } from '@core/ai/ai-notices.ts';
import type { DebugEvent } from '@core/ai/debug-log.ts';
import type { PullStage } from '@core/ai/pull-progress.ts';

// One place maps the AI core's codes to the `ai` catalogue, so no screen words a notice itself.
export const NOTICE_KEYS = {
  'select-model': 'text.selectModel',
  'connect-failed': 'text.connectFailed',
  'proxy-token-refused': 'settingsText.proxyTokenRefused',
  'service-error': 'text.serviceError',
  'invalid-reply': 'text.invalidReply',
  cancelled: 'text.cancelled',
  'reply-failed': 'text.replyFailed',
  'reply-error': 'text.replyErrorContent',
  'empty-stream': 'text.emptyStream',
  'empty-reply': 'text.emptyReply',
  'save-message-failed': 'text.saveMessageFailed',
  'delete-conversations-failed': 'text.deleteConversationsFailed',
  'no-messages': 'text.noMessages',
  'conversation-not-found': 'text.conversationNotFound',
  'api-url-updated': 'settingsText.apiUrlUpdated',
  'api-url-failed': 'settingsText.apiUrlError',
  'proxy-saved': 'settingsText.proxySaved',
  'proxy-save-failed': 'settingsText.proxySaveFailed',
  'proxy-token-required': 'settingsText.proxyTokenRequired',
  'model-required': 'settingsText.modelRequired',
  'source-required': 'settingsText.sourceRequired',
  'destination-required': 'settingsText.destinationRequired',
  'prompt-required': 'settingsText.promptRequired',
  'show-failed': 'settingsText.showFailed',
  'create-failed': 'settingsText.createFailed',
  'copy-failed': 'settingsText.copyFailed',
  'delete-failed': 'settingsText.deleteFailed',
  'push-failed': 'settingsText.pushFailed',
  'embed-failed': 'settingsText.embedFailed',
  'pull-busy': 'settingsText.pullBusy',
  'auto-reply-save-failed': 'settingsText.autoReplySaveFailed',
  'modelfile-unknown-command': 'settingsText.modelfileUnknownCommand',
  'modelfile-unclosed-quote': 'settingsText.modelfileUnclosedQuote',
  'modelfile-parameter-incomplete': 'settingsText.modelfileParameterIncomplete',
  'modelfile-message-role-missing': 'settingsText.modelfileMessageRoleMissing',
  'modelfile-adapter-unsupported': 'settingsText.modelfileAdapterUnsupported',
  'modelfile-from-missing': 'settingsText.modelfileFromMissing',
  'title-required': 'templateText.titleRequired',
  'content-required': 'templateText.contentRequired',
  'template-empty': 'templateText.empty',
  'template-invalid': 'templateText.invalid',
  'request-sent': 'debug.requestSent',
  'reply-received': 'debug.replyReceived',
} as const satisfies Record<AiNoticeCode | DebugEvent, string>;

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

/** A code of the AI core (a notice, an error, a debug entry) in the interface language. */
export const aiNoticeText = (t: TFunction<'ai'>, code: AiNoticeCode | DebugEvent): string =>
  t(NOTICE_KEYS[code]);

/** A pull's stage in the interface language. */
export const pullStageText = (t: TFunction<'ai'>, stage: Exclude<PullStage, 'idle'>): string =>
  t(PULL_STAGE_KEYS[stage]);

/** What a failed connection says: the relay's refusal in the reader's language, or the server's words. */
export const connectionFailureDetail = (
  t: TFunction<'ai'>,
  failure: { error: ConnectionFailure; detail: string },
): string => (failure.error === 'connect-failed' ? failure.detail : aiNoticeText(t, failure.error));
