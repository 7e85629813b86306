import type { SqlDatabase } from '../store/sql.ts';
import { sleep } from '../util/async.ts';
import { Emitter } from '../util/emitter.ts';
import type { Result } from '../util/result.ts';
import type { AiClient, AiChatMessage } from './ai-client.ts';
import { toAiError } from './ai-error.ts';
import { AiSettingsStore, isObject } from './ai-settings-store.ts';
import { SettingsNotice } from './ai-notices.ts';
import type { AiChatMode } from './chat-settings.ts';

/** The spec's auto-reply config (ai_auto_reply_config.json). */
export interface AutoReplyConfig {
  isEnabled: boolean;
  /** Friends' public keys. */
  enabledBuddies: string[];
  settings: { model: string; mode: AiChatMode; stream: boolean; replyDelay: number };
}

export const DEFAULT_AUTO_REPLY: Readonly<AutoReplyConfig> = {
  isEnabled: false,
  enabledBuddies: [],
  settings: { model: '', mode: 'chat', stream: false, replyDelay: 1000 },
};

export const AUTO_REPLY_KEY = 'aiAutoReplyConfig';
/** Earlier messages of the chat given to the model as context. */
const CONTEXT_MESSAGES = 10;
/** The longest reply delay the settings accept. */
export const MAX_REPLY_DELAY_MS = 60_000;

export interface IncomingMessage {
  friendPub: string;
  text: string;
  /** The incoming message was itself written by an AI: never answered, so two auto-repliers cannot loop. */
  aiGenerated?: boolean;
  /** The conversation before this message, oldest first: 'user' is the friend, 'assistant' is me. */
  context?: readonly { role: 'user' | 'assistant'; content: string }[];
}

export type AutoReplyOutcome =
  | { sent: true; text: string }
  | {
      sent: false;
      reason: 'disabled' | 'not-enabled-for-friend' | 'no-model' | 'ai-message' | 'empty' | 'error';
      detail?: string;
    };

export interface AutoReplyDeps {
  db: SqlDatabase;
  client: () => AiClient;
  /**
   * Sends through the normal encrypted chat; the chat marks the message as AI-written. A refusal
   * (the friend is gone or blocked) is its code.
   */
  sendReply: (
    friendPub: string,
    text: string,
    meta: { aiGenerated: true; model: string },
  ) => Promise<Result<unknown, string>>;
  wait?: (ms: number) => Promise<void>;
}

function readConfig(value: unknown): AutoReplyConfig {
  const stored = isObject(value) ? value : {};
  const s = isObject(stored['settings']) ? stored['settings'] : {};
  const delay =
    typeof s['replyDelay'] === 'number' && Number.isFinite(s['replyDelay'])
      ? s['replyDelay']
      : 1000;
  const buddies = Array.isArray(stored['enabledBuddies']) ? stored['enabledBuddies'] : [];
  return {
    isEnabled: stored['isEnabled'] === true,
    enabledBuddies: [
      ...new Set(buddies.filter((b): b is string => typeof b === 'string' && b !== '')),
    ],
    settings: {
      model: typeof s['model'] === 'string' ? s['model'] : '',
      mode: s['mode'] === 'generate' ? 'generate' : 'chat',
      stream: s['stream'] === true,
      replyDelay: Math.min(MAX_REPLY_DELAY_MS, Math.max(0, Math.round(delay))),
    },
  };
}

/**
 * Automatic AI replies to chosen friends: off by default, waits replyDelay, answers through the
 * injected `sendReply`. Replies to one friend are written one after another.
 */
export class AutoReplyService {
  readonly #store: AiSettingsStore;
  readonly #listeners = new Emitter<AutoReplyConfig>('ai:auto-reply');
  readonly #queues = new Map<string, Promise<unknown>>();
  #config: AutoReplyConfig = readConfig(undefined);

  constructor(private readonly deps: AutoReplyDeps) {
    this.#store = new AiSettingsStore(deps.db);
  }

  get config(): AutoReplyConfig {
    return this.#config;
  }

  async load(): Promise<AutoReplyConfig> {
    this.#config = readConfig(await this.#store.get(AUTO_REPLY_KEY));
    this.#listeners.emit(this.#config);
    return this.#config;
  }

  /** Saves a change; a failure is told as `auto-reply-save-failed`. */
  async save(patch: {
    isEnabled?: boolean;
    enabledBuddies?: readonly string[];
    settings?: Partial<AutoReplyConfig['settings']>;
  }): Promise<
    | { ok: true; config: AutoReplyConfig }
    | { ok: false; error: typeof SettingsNotice.autoReplySaveFailed }
  > {
    const next = readConfig({
      ...this.#config,
      ...patch,
      settings: { ...this.#config.settings, ...patch.settings },
    });
    try {
      await this.#store.set(AUTO_REPLY_KEY, next);
    } catch {
      return { ok: false, error: SettingsNotice.autoReplySaveFailed };
    }
    this.#config = next;
    this.#listeners.emit(next);
    return { ok: true, config: next };
  }

  setFriendEnabled(friendPub: string, enabled: boolean) {
    const others = this.#config.enabledBuddies.filter((pub) => pub !== friendPub);
    return this.save({ enabledBuddies: enabled ? [...others, friendPub] : others });
  }

  isEnabledFor(friendPub: string): boolean {
    return this.#config.isEnabled && this.#config.enabledBuddies.includes(friendPub);
  }

  subscribe(listener: (config: AutoReplyConfig) => void): () => void {
    return this.#listeners.subscribe(listener);
  }

  /** Answers an incoming message when auto-reply is on for its sender. */
  handleIncoming(message: IncomingMessage): Promise<AutoReplyOutcome> {
    const previous = this.#queues.get(message.friendPub) ?? Promise.resolve();
    const next = previous.then(() => this.#reply(message));
    const settled = next.catch(() => undefined);
    this.#queues.set(message.friendPub, settled);
    void settled.then(() => {
      if (this.#queues.get(message.friendPub) === settled) this.#queues.delete(message.friendPub);
    });
    return next;
  }

  async #reply(message: IncomingMessage): Promise<AutoReplyOutcome> {
    const config = this.#config;
    if (!config.isEnabled) return { sent: false, reason: 'disabled' };
    if (!config.enabledBuddies.includes(message.friendPub))
      return { sent: false, reason: 'not-enabled-for-friend' };
    if (message.aiGenerated) return { sent: false, reason: 'ai-message' };
    if (!message.text.trim()) return { sent: false, reason: 'empty' };
    const model = config.settings.model.trim();
    if (!model) return { sent: false, reason: 'no-model' };
    await (this.deps.wait ?? sleep)(config.settings.replyDelay);
    const messages: AiChatMessage[] = [
      ...(message.context ?? []).slice(-CONTEXT_MESSAGES),
      { role: 'user', content: message.text },
    ];
    try {
      const reply = await this.deps.client().reply({
        model,
        mode: config.settings.mode,
        stream: config.settings.stream,
        messages,
      }).done;
      if (reply.outcome !== 'complete') return { sent: false, reason: 'empty' };
      const sent = await this.deps.sendReply(message.friendPub, reply.content, {
        aiGenerated: true,
        model,
      });
      if (!sent.ok) return { sent: false, reason: 'error', detail: sent.error };
      return { sent: true, text: reply.content };
    } catch (error) {
      return { sent: false, reason: 'error', detail: toAiError(error).detail };
    }
  }
}
