import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AiNoticeCode } from '@core/ai/ai-notices.ts';
import type { DebugEvent } from '@core/ai/debug-log.ts';
import type { ImageGenErrorCode } from '@core/ai/image-generation/image-generation-types.ts';
import type { ChatErrorCode, SendFailure } from '@core/chat/chat-types.ts';
import type { ContactErrorCode } from '@core/contacts/contact-errors.ts';
import type { LinkError } from '@core/devices/device-link.ts';
import type { RemoveDeviceError } from '@core/devices/device-service.ts';
import type { LoginError, PassphraseError, PasswordError } from '@core/identity/account-service.ts';
import type { KeygenError } from '@core/identity/keygen.ts';
import type { KeyPairImportError } from '@core/identity/keypair.ts';
import type { ExportError, ImportError } from '@core/migration/migration-service.ts';
import { MOMENT_LIMITS, type MomentErrorCode } from '@core/moments/moment-types.ts';
import type { RelayError } from '@core/relays/relay-types.ts';
import type { RoomErrorCode } from '@core/rooms/room-types.ts';
import type { ClearGroupError } from '@core/store/storage-report.ts';
import { BODY_LIMITS, RELAY_RETENTION_DAYS } from '@core/streams/limits.ts';

/** Every code the account screens can meet: the identity core's, and their forms' own. */
export type AccountErrorCode =
  | KeyPairImportError
  | LoginError
  | PasswordError
  | PassphraseError
  | KeygenError
  | 'alias-empty'
  | 'not-logged-in'
  | 'file-too-large'
  | 'file-unreadable'
  | 'avatar-file-missing'
  | 'avatar-file-unreadable'
  | 'unexpected';

/** Each domain's codes: what its core refuses or fails with, as the app words it. */
export interface RefusalCodes {
  readonly chat: ChatErrorCode;
  /** Why a message did not go, as the outbox stores it (`sendFailureOf`). */
  readonly delivery: SendFailure;
  readonly rooms: RoomErrorCode;
  readonly moments: MomentErrorCode;
  readonly contacts: ContactErrorCode;
  readonly relays: RelayError;
  readonly account: AccountErrorCode;
  readonly 'migration-export': ExportError;
  readonly 'migration-import': ImportError;
  /** Clearing a group of tables. */
  readonly storage: ClearGroupError;
  /** The AI core's notices (its errors among them) and debug entries. */
  readonly ai: AiNoticeCode | DebugEvent;
  /** Hosted and local image generation. */
  readonly 'image-generation': ImageGenErrorCode;
  /** Removing one of my devices. */
  readonly devices: RemoveDeviceError;
  /** Sending my history to another device of mine. */
  readonly 'device-link': LinkError;
}

export type RefusalDomain = keyof RefusalCodes;
export type RefusalCode<D extends RefusalDomain> = RefusalCodes[D];

/** The step a contacts letter belonged to: a letter that did not leave is said as its failure. */
export type LetterStep = 'sendRequest' | 'accept' | 'removeNotice';

/** The relay action whose change the device could not store, for the spec's "… failed" texts. */
export type RelayAction = 'add' | 'enable' | 'disable' | 'delete' | 'note';

/** What a domain's texts need beyond the code; the domains not named here need nothing. */
export interface RefusalValues {
  /** The name limit of the form a room's name came from. */
  readonly rooms: { readonly maxName?: number | undefined };
  readonly contacts: { readonly letterStep?: LetterStep | undefined };
  readonly relays: { readonly relayAction: RelayAction };
  /** What the image service answered: its status, and its error text or body. */
  readonly 'image-generation': {
    readonly status?: number | undefined;
    readonly detail?: string | undefined;
  };
}

type NoValues = Readonly<Partial<Record<string, never>>>;
type ValuesOf<D extends RefusalDomain> = D extends keyof RefusalValues
  ? RefusalValues[D]
  : NoValues;

/** The values a call passes: required where a text cannot do without them, else optional. */
type ValuesArgument<D extends RefusalDomain> =
  NoValues extends ValuesOf<D> ? [values?: ValuesOf<D>] : [values: ValuesOf<D>];

/** A catalogue key with its namespace (`chat:errors.notFound`), usable from any namespace's `t`. */
type TextKey = `${string}:${string}`;

/** A catalogue text: its key, what it interpolates, and a text given to it as its `{{cause}}`. */
export interface Wording {
  readonly key: TextKey;
  readonly values?: Readonly<Record<string, string | number | undefined>>;
  readonly cause?: Wording;
}

/** A code's text: a key, or a wording built from the call's values. */
type Entry<V> = TextKey | ((values: V) => Wording);

/** The domains whose codes are each one key, interpolating nothing: a screen may keep the key. */
type KeyedDomain = 'account' | 'ai';

type Tables = {
  readonly [D in RefusalDomain]: Readonly<
    Record<RefusalCode<D>, D extends KeyedDomain ? TextKey : Entry<ValuesOf<D>>>
  >;
};

/** The namespaces of every key below; the hook loads them all. */
export const REFUSAL_NAMESPACES = [
  'chat',
  'rooms',
  'moments',
  'contacts',
  'relays',
  'auth',
  'migration',
  'storage',
  'ai',
  'imageGen',
  'devices',
] as const;

const RELAY_ACTION_FAILED = {
  add: 'relays:errors.addFailed',
  enable: 'relays:errors.enableFailed',
  disable: 'relays:errors.disableFailed',
  delete: 'relays:errors.deleteFailed',
  note: 'relays:errors.noteFailed',
} as const satisfies Record<RelayAction, TextKey>;

const LETTER_STEP_FAILED = {
  sendRequest: 'contacts:errors.sendRequestFailed',
  accept: 'contacts:errors.acceptFailed',
  removeNotice: 'contacts:errors.removeNoticeFailed',
} as const satisfies Record<LetterStep, TextKey>;

// The one place the core's codes become catalogue texts: a code a domain gains fails the type
// check here until it has one, so no screen words a core code itself.
const TEXTS = {
  chat: {
    'not-logged-in': 'chat:errors.notLoggedIn',
    'not-a-friend': 'chat:errors.notFriend',
    blocked: 'chat:errors.blocked',
    'empty-message': 'chat:errors.emptyMessage',
    'text-too-long': () => ({
      key: 'chat:errors.textTooLong',
      values: { max: BODY_LIMITS.maxTextChars },
    }),
    'image-too-large': 'chat:errors.imageTooLarge',
    'voice-too-large': 'chat:errors.voiceTooLarge',
    'file-too-large': () => ({
      key: 'chat:errors.fileTooLarge',
      values: { max: BODY_LIMITS.maxFileBytes / 1024 / 1024 },
    }),
    'bad-data-url': 'chat:errors.badDataUrl',
    'not-found': 'chat:errors.notFound',
    'not-mine': 'chat:errors.notMine',
  },
  delivery: {
    'not-a-friend': 'chat:status.reason.not-a-friend',
    blocked: 'chat:status.reason.blocked',
    'given-up': 'chat:status.reason.given-up',
    'no-relay': 'chat:status.reason.no-relay',
    refused: 'chat:status.reason.refused',
    expired: () => ({ key: 'chat:status.reason.expired', values: { days: RELAY_RETENTION_DAYS } }),
  },
  rooms: {
    'not-logged-in': 'rooms:errors.notLoggedIn',
    'name-required': 'rooms:errors.nameRequired',
    'name-too-long': ({ maxName }) => ({
      key: 'rooms:errors.nameTooLong',
      values: { max: maxName },
    }),
    'key-generation-failed': 'rooms:errors.keyGeneration',
    'key-required': 'rooms:errors.keyRequired',
    'invalid-key': 'rooms:errors.invalidKey',
    'not-found': 'rooms:errors.notFound',
    'no-invitees': 'rooms:errors.noInvitees',
    'empty-message': 'rooms:errors.emptyMessage',
    'text-too-long': 'rooms:errors.textTooLong',
    'image-too-large': 'rooms:errors.imageTooLarge',
    'voice-too-large': 'rooms:errors.voiceTooLarge',
    'bad-data-url': 'rooms:errors.badDataUrl',
    'no-proposal': 'rooms:errors.noProposal',
    'message-not-found': 'rooms:menu.messageGone',
  },
  moments: {
    'not-logged-in': 'moments:errors.notLoggedIn',
    'empty-moment': 'moments:toast.enterContent',
    'text-too-long': () => ({
      key: 'moments:errors.textTooLong',
      values: { max: MOMENT_LIMITS.maxTextChars },
    }),
    'too-many-images': () => ({
      key: 'moments:errors.tooManyImages',
      values: { max: MOMENT_LIMITS.maxImages },
    }),
    'bad-image': 'moments:errors.badImage',
    'image-too-large': 'moments:errors.imageTooLarge',
    'not-found': 'moments:errors.notFound',
    'original-not-found': 'moments:errors.originalNotFound',
    'forward-of-forward': 'moments:errors.forwardOfForward',
    'forward-too-long': () => ({
      key: 'moments:errors.forwardTooLong',
      values: { max: MOMENT_LIMITS.maxForwardChars },
    }),
    'empty-comment': 'moments:errors.emptyComment',
    'comment-too-long': () => ({
      key: 'moments:errors.commentTooLong',
      values: { max: MOMENT_LIMITS.maxCommentChars },
    }),
    'no-permission': 'moments:errors.noPermission',
    'talk-limit': 'moments:errors.talkLimit',
  },
  // With a letter step, each is said as that step's failure (`wordingOf`).
  contacts: {
    'not-logged-in': 'contacts:errors.notLoggedIn',
    'public-key-null': 'contacts:errors.publicKeyNull',
    'public-key-missing': 'contacts:errors.publicKeyMissing',
    blocked: 'contacts:errors.blocked',
    'already-friend': 'contacts:errors.alreadyFriend',
    'invalid-public-key': 'contacts:errors.invalidPublicKey',
    self: 'contacts:errors.self',
    'message-required': 'contacts:errors.messageRequired',
    'user-not-found': 'contacts:errors.userNotFound',
    'account-deleted': 'contacts:errors.accountDeleted',
    'no-epub': 'contacts:errors.noEpub',
    'request-not-found': 'contacts:errors.requestNotFound',
    'not-friend': 'contacts:errors.notFriend',
    'report-reason-required': 'contacts:errors.reportReasonRequired',
    offline: 'contacts:errors.offline',
    timeout: 'contacts:errors.timeout',
    refused: 'contacts:errors.refused',
    'inbox-full': 'contacts:errors.inboxFull',
    unexpected: 'contacts:errors.unexpected',
  },
  relays: {
    'url-required': 'relays:errors.urlRequired',
    'invalid-url': 'relays:errors.invalidUrl',
    duplicate: 'relays:errors.duplicate',
    'too-many': 'relays:errors.tooMany',
    'too-many-enabled': 'relays:errors.tooManyEnabled',
    'not-found': 'relays:errors.notFound',
    'already-enabled': 'relays:errors.alreadyEnabled',
    'not-logged-in': 'relays:errors.notLoggedIn',
    // The device could not store the change: said as the action that failed.
    'storage-failed': ({ relayAction }) => ({ key: RELAY_ACTION_FAILED[relayAction] }),
  },
  account: {
    empty: 'auth:errors.empty',
    'invalid-json': 'auth:errors.invalidJson',
    incomplete: 'auth:errors.incomplete',
    'invalid-keys': 'auth:errors.invalidKeys',
    'wrong-password': 'auth:errors.wrongPassword',
    'wrong-passphrase': 'auth:errors.wrongPassphrase',
    'no-account': 'auth:errors.noAccount',
    'missing-fields': 'auth:errors.keygenMissingFields',
    failed: 'auth:errors.keygenFailed',
    'password-too-short': 'auth:errors.passwordTooShort',
    'password-mismatch': 'auth:errors.passwordMismatch',
    'passphrase-too-short': 'auth:errors.passphraseTooShort',
    'passphrase-mismatch': 'auth:errors.passphraseMismatch',
    'alias-empty': 'auth:errors.aliasEmpty',
    'not-logged-in': 'auth:errors.notLoggedIn',
    'file-too-large': 'auth:errors.fileTooLarge',
    'file-unreadable': 'auth:errors.fileUnreadable',
    'avatar-file-missing': 'auth:errors.avatarFileMissing',
    'avatar-file-unreadable': 'auth:errors.avatarFileUnreadable',
    unexpected: 'auth:errors.unexpected',
  },
  'migration-export': {
    'not-logged-in': 'migration:errors.not-logged-in',
    offline: 'migration:errors.offline',
    'too-large': 'migration:errors.too-large',
    failed: 'migration:errors.exportFailed',
  },
  'migration-import': {
    'empty-code': 'migration:errors.empty-code',
    'invalid-code': 'migration:errors.invalid-code',
    expired: 'migration:errors.expired',
    'already-imported': 'migration:errors.already-imported',
    damaged: 'migration:errors.damaged',
    offline: 'migration:errors.offline',
    'not-logged-in': 'migration:errors.not-logged-in',
    failed: 'migration:errors.failed',
  },
  storage: {
    'not-clearable': 'storage:toast.groupFailed',
  },
  ai: {
    'select-model': 'ai:text.selectModel',
    'connect-failed': 'ai:text.connectFailed',
    'proxy-token-refused': 'ai:settingsText.proxyTokenRefused',
    'service-error': 'ai:text.serviceError',
    'invalid-reply': 'ai:text.invalidReply',
    cancelled: 'ai:text.cancelled',
    'reply-failed': 'ai:text.replyFailed',
    'reply-error': 'ai:text.replyErrorContent',
    'empty-stream': 'ai:text.emptyStream',
    'empty-reply': 'ai:text.emptyReply',
    'save-message-failed': 'ai:text.saveMessageFailed',
    'delete-conversations-failed': 'ai:text.deleteConversationsFailed',
    'no-messages': 'ai:text.noMessages',
    'conversation-not-found': 'ai:text.conversationNotFound',
    'api-url-updated': 'ai:settingsText.apiUrlUpdated',
    'api-url-failed': 'ai:settingsText.apiUrlError',
    'proxy-saved': 'ai:settingsText.proxySaved',
    'proxy-save-failed': 'ai:settingsText.proxySaveFailed',
    'proxy-token-required': 'ai:settingsText.proxyTokenRequired',
    'model-required': 'ai:settingsText.modelRequired',
    'source-required': 'ai:settingsText.sourceRequired',
    'destination-required': 'ai:settingsText.destinationRequired',
    'prompt-required': 'ai:settingsText.promptRequired',
    'show-failed': 'ai:settingsText.showFailed',
    'create-failed': 'ai:settingsText.createFailed',
    'copy-failed': 'ai:settingsText.copyFailed',
    'delete-failed': 'ai:settingsText.deleteFailed',
    'push-failed': 'ai:settingsText.pushFailed',
    'embed-failed': 'ai:settingsText.embedFailed',
    'pull-busy': 'ai:settingsText.pullBusy',
    'auto-reply-save-failed': 'ai:settingsText.autoReplySaveFailed',
    'modelfile-unknown-command': 'ai:settingsText.modelfileUnknownCommand',
    'modelfile-unclosed-quote': 'ai:settingsText.modelfileUnclosedQuote',
    'modelfile-parameter-incomplete': 'ai:settingsText.modelfileParameterIncomplete',
    'modelfile-message-role-missing': 'ai:settingsText.modelfileMessageRoleMissing',
    'modelfile-adapter-unsupported': 'ai:settingsText.modelfileAdapterUnsupported',
    'modelfile-from-missing': 'ai:settingsText.modelfileFromMissing',
    'title-required': 'ai:templateText.titleRequired',
    'content-required': 'ai:templateText.contentRequired',
    'template-empty': 'ai:templateText.empty',
    'template-invalid': 'ai:templateText.invalid',
    'request-sent': 'ai:debug.requestSent',
    'reply-received': 'ai:debug.replyReceived',
  },
  'image-generation': {
    'prompt-required': 'imageGen:errors.promptRequired',
    'api-key-required': 'imageGen:errors.apiKeyRequired',
    'invalid-options': 'imageGen:errors.invalidOptions',
    'invalid-url': 'imageGen:errors.invalidUrl',
    // The hosted service's own `{error}` text.
    'server-error': ({ detail }) => ({ key: 'imageGen:errors.serverError', values: { detail } }),
    'http-error': ({ status, detail }) => ({
      key: 'imageGen:errors.httpError',
      values: { status, text: detail },
    }),
    'generation-failed': 'imageGen:errors.generationFailed',
    'service-not-ready': 'imageGen:errors.serviceNotReady',
    'stable-diffusion-error': ({ status, detail }) => ({
      key: 'imageGen:errors.stableDiffusionError',
      values: { status, body: detail },
    }),
    'no-images': 'imageGen:errors.noImages',
    cancelled: 'imageGen:errors.cancelled',
    'save-failed': 'imageGen:errors.saveFailed',
  },
  devices: {
    'not-signed-in': 'devices:errors.notSignedIn',
    'this-device': 'devices:errors.thisDevice',
    'not-listed': 'devices:errors.notListed',
    last: 'devices:errors.last',
    'no-relay': 'devices:errors.noRelay',
    // Adding is not offered here: these come from the device list's rules, said as one text.
    'already-listed': 'devices:errors.listRefused',
    'was-removed': 'devices:errors.listRefused',
    'too-many': 'devices:errors.listRefused',
  },
  'device-link': {
    'unknown-device': 'devices:errors.notListed',
    'device-not-ready': 'devices:link.notReady',
    'not-logged-in': 'migration:errors.not-logged-in',
    offline: 'migration:errors.offline',
    'too-large': 'migration:errors.too-large',
    failed: 'migration:errors.exportFailed',
  },
} as const satisfies Tables;

/** Every code of `domain` (the type check holds that each of the domain's codes is here). */
export function refusalCodes<D extends RefusalDomain>(domain: D): RefusalCode<D>[] {
  return Object.keys(TEXTS[domain]) as RefusalCode<D>[];
}

/** A key the account screens keep in their state and say as they render. */
export type RefusalKey<D extends KeyedDomain> = (typeof TEXTS)[D][keyof (typeof TEXTS)[D]];

/** The key of a code of a domain whose texts interpolate nothing (the account's, the AI's). */
export function refusalKey<D extends KeyedDomain>(domain: D, code: RefusalCode<D>): RefusalKey<D> {
  const table: Readonly<Record<string, TextKey>> = TEXTS[domain];
  // The domain's table has every code of the domain (`Tables`).
  return table[code] as RefusalKey<D>;
}

type SomeValues = RefusalValues[keyof RefusalValues] | NoValues;

function wordingOf(
  domain: RefusalDomain,
  failure: unknown,
  values: SomeValues = {},
): Wording | null {
  // Each table satisfies its domain's `Tables` entry: a function is given that domain's values.
  const table: Readonly<Record<string, Entry<never>>> = TEXTS[domain];
  const entry =
    typeof failure === 'string' && Object.hasOwn(table, failure) ? table[failure] : null;
  if (!entry) return null;
  const wording: Wording = typeof entry === 'string' ? { key: entry } : entry(values as never);
  const step = 'letterStep' in values ? values.letterStep : undefined;
  return domain === 'contacts' && step
    ? { key: LETTER_STEP_FAILED[step], cause: wording }
    : wording;
}

/** How `failure` is said when it is one of `domain`'s codes, else null. */
export function refusalWording<D extends RefusalDomain>(
  domain: D,
  failure: unknown,
  ...[values]: ValuesArgument<D>
): Wording | null {
  return wordingOf(domain, failure, values);
}

/** Says a wording with `t`: its cause first, given to it as `{{cause}}`. */
export function sayWording(
  t: (key: TextKey, values: Readonly<Record<string, unknown>>) => string,
  { key, values, cause }: Wording,
): string {
  return t(key, { ...values, ...(cause ? { cause: sayWording(t, cause) } : {}) });
}

/** Words core codes in the interface language. */
export interface RefusalText {
  /** One of `domain`'s codes as its catalogue says it. */
  <D extends RefusalDomain>(domain: D, code: RefusalCode<D>, ...values: ValuesArgument<D>): string;
  /**
   * A failed action of `domain`: one of the domain's codes as its catalogue says it, anything else
   * (what an action threw) as `fallback`.
   */
  <D extends RefusalDomain>(
    domain: D,
    failure: unknown,
    fallback: string,
    ...values: ValuesArgument<D>
  ): string;
}

/** The one place the core's codes, of every domain, become catalogue texts. */
export function useRefusalText(): RefusalText {
  const { t } = useTranslation(REFUSAL_NAMESPACES);
  return useCallback(
    (domain: RefusalDomain, failure: unknown, ...rest: [unknown?, unknown?]) => {
      const [fallback, values] = typeof rest[0] === 'string' ? [rest[0], rest[1]] : [null, rest[0]];
      const wording = wordingOf(domain, failure, values as SomeValues | undefined);
      // Without a fallback the caller's types hold that `failure` is a code of the domain.
      return wording ? sayWording(t, wording) : (fallback ?? String(failure));
    },
    [t],
  );
}
