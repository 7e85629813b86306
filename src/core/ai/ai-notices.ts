/**
 * What the AI layer has to tell the user, as codes. Core returns, throws, stores and logs them;
 * the app shows each in the interface language (`src/app/ui/use-refusal-text.ts`).
 */

type CodeOf<T> = T[keyof T];

/** Sending, replies and the conversation history. */
export const ChatNotice = {
  selectModel: 'select-model',
  connectFailed: 'connect-failed',
  /** The relay's AI proxy answered 401. */
  proxyTokenRefused: 'proxy-token-refused',
  /** The service reported an error of its own; its words are the detail. */
  serviceError: 'service-error',
  invalidReply: 'invalid-reply',
  cancelled: 'cancelled',
  replyFailed: 'reply-failed',
  saveMessageFailed: 'save-message-failed',
  deleteConversationsFailed: 'delete-conversations-failed',
  noMessages: 'no-messages',
  conversationNotFound: 'conversation-not-found',
} as const;
export type ChatNoticeCode = CodeOf<typeof ChatNotice>;

/** Why an assistant message has no answer text; kept in the message's `notice` column. */
export const ReplyNotice = {
  cancelled: ChatNotice.cancelled,
  error: 'reply-error',
  emptyStream: 'empty-stream',
  emptyReply: 'empty-reply',
  invalid: ChatNotice.invalidReply,
} as const;
export type ReplyNoticeCode = CodeOf<typeof ReplyNotice>;

/** The AI settings: the service address, the relay proxy, model management, auto-reply. */
export const SettingsNotice = {
  apiUrlUpdated: 'api-url-updated',
  apiUrlFailed: 'api-url-failed',
  proxySaved: 'proxy-saved',
  proxySaveFailed: 'proxy-save-failed',
  proxyTokenRequired: 'proxy-token-required',
  modelRequired: 'model-required',
  sourceRequired: 'source-required',
  destinationRequired: 'destination-required',
  promptRequired: 'prompt-required',
  showFailed: 'show-failed',
  createFailed: 'create-failed',
  copyFailed: 'copy-failed',
  deleteFailed: 'delete-failed',
  pushFailed: 'push-failed',
  embedFailed: 'embed-failed',
  pullBusy: 'pull-busy',
  autoReplySaveFailed: 'auto-reply-save-failed',
  // What is wrong with a Modelfile.
  modelfileUnknownCommand: 'modelfile-unknown-command',
  modelfileUnclosedQuote: 'modelfile-unclosed-quote',
  modelfileParameterIncomplete: 'modelfile-parameter-incomplete',
  modelfileMessageRoleMissing: 'modelfile-message-role-missing',
  modelfileAdapterUnsupported: 'modelfile-adapter-unsupported',
  modelfileFromMissing: 'modelfile-from-missing',
} as const;
export type SettingsNoticeCode = CodeOf<typeof SettingsNotice>;

export type ModelfileProblem = Extract<SettingsNoticeCode, `modelfile-${string}`>;

/** Why a template could not be saved or used. */
export const TemplateError = {
  titleRequired: 'title-required',
  contentRequired: 'content-required',
  empty: 'template-empty',
  invalid: 'template-invalid',
} as const;
export type TemplateErrorCode = CodeOf<typeof TemplateError>;

/** What an AiError tells the user. */
export type AiErrorCode = ChatNoticeCode | SettingsNoticeCode;

export type AiNoticeCode = AiErrorCode | ReplyNoticeCode | TemplateErrorCode;

const REPLY_NOTICES: ReadonlySet<string> = new Set<ReplyNoticeCode>(Object.values(ReplyNotice));

/** A stored notice as its code; anything else (a newer version's code) is no notice. */
export const asReplyNotice = (value: unknown): ReplyNoticeCode | null =>
  typeof value === 'string' && REPLY_NOTICES.has(value) ? (value as ReplyNoticeCode) : null;
