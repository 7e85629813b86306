import { Emitter } from '../util/emitter.ts';
import type { AiClient, AiChatMessage, AiReply, AiReplyHandle } from './ai-client.ts';
import { toAiError } from './ai-error.ts';
import { ChatNotice, ReplyNotice, type AiErrorCode, type ReplyNoticeCode } from './ai-notices.ts';
import type { AiChatSettings } from './chat-settings.ts';
import { ConversationError, type ConversationService } from './conversation-service.ts';
import type { AiRole, AiStoredMessage, ChatImage } from './conversation-types.ts';
import type { DebugLog } from './debug-log.ts';

export interface ChatMessageView {
  /** The stored id; `pending-…` for the reply being written. */
  id: string;
  role: AiRole;
  content: string;
  thinking: string;
  images: ChatImage[];
  timestamp: number;
  isStreaming: boolean;
  failed: boolean;
  /** Why an assistant message has no answer text; null when it has one. */
  notice: ReplyNoticeCode | null;
  model: string;
}

/** idle; waiting for the first chunk (typing dots); streaming (chunks arriving). */
export type ChatPhase = 'idle' | 'waiting' | 'streaming';

export interface AiChatState {
  conversationId: string | null;
  messages: readonly ChatMessageView[];
  phase: ChatPhase;
}

export type SendResult =
  | { status: 'ignored' }
  /** Nothing was sent: a warning (no model chosen). */
  | { status: 'warning'; notice: typeof ChatNotice.selectModel }
  | { status: 'done'; reply: AiReply }
  /** Shown as a toast; `detail` is for the debug panel. */
  | { status: 'failed'; error: AiErrorCode; detail: string };

/** A failed history operation of the chat screen. */
export type ChatActionResult = { ok: true } | { ok: false; error: AiErrorCode };

export interface AiChatSessionDeps {
  conversations: ConversationService;
  settings: () => AiChatSettings;
  client: () => AiClient;
  log?: DebugLog;
  now?: () => number;
}

const fromStored = (m: AiStoredMessage): ChatMessageView => ({
  id: m.id,
  role: m.role,
  content: m.content,
  thinking: m.thinking,
  images: m.images,
  timestamp: m.timestamp,
  isStreaming: false,
  failed: m.failed,
  notice: m.notice,
  model: m.model,
});

const toApi = (m: ChatMessageView): AiChatMessage => ({
  role: m.role,
  content: m.content,
  ...(m.images.length ? { images: m.images.map((image) => image.base64) } : {}),
});

/**
 * The AI chat screen's controller: one open conversation, sending with streaming updates, stop,
 * regenerate, edit-and-resend. A React hook subscribes and renders `getState()`.
 */
export class AiChatSession {
  readonly #listeners = new Emitter<AiChatState>('ai:chat-session');
  readonly #now: () => number;
  #state: AiChatState = { conversationId: null, messages: [], phase: 'idle' };
  #active: AiReplyHandle | null = null;
  /** Bumped when another conversation opens, so a late reply does not land in it. */
  #epoch = 0;

  constructor(private readonly deps: AiChatSessionDeps) {
    this.#now = deps.now ?? Date.now;
  }

  getState(): AiChatState {
    return this.#state;
  }

  subscribe(listener: (state: AiChatState) => void): () => void {
    return this.#listeners.subscribe(listener);
  }

  /** Reopens the conversation that was open last time, if it still exists. */
  async restore(): Promise<void> {
    const { currentConversationId } = await this.deps.conversations.currentState();
    if (currentConversationId) await this.open(currentConversationId);
  }

  async open(conversationId: string): Promise<ChatActionResult> {
    this.#leave();
    const epoch = this.#epoch;
    const conversation = await this.deps.conversations.get(conversationId);
    if (!conversation) return { ok: false, error: ChatNotice.conversationNotFound };
    const messages = await this.deps.conversations.messages(conversationId);
    if (epoch !== this.#epoch) return { ok: true };
    this.#set({ conversationId, messages: messages.map(fromStored), phase: 'idle' });
    await this.deps.conversations.setCurrentState({ currentConversationId: conversationId });
    return { ok: true };
  }

  /** An empty chat; the conversation is created by its first message. */
  async newChat(): Promise<void> {
    this.#leave();
    this.#set({ conversationId: null, messages: [], phase: 'idle' });
    await this.deps.conversations.setCurrentState({ currentConversationId: null });
  }

  /** Stops the reply being written: the HTTP request is aborted. */
  stop(): void {
    this.#active?.stop();
  }

  async send(input: { text: string; images?: readonly ChatImage[] }): Promise<SendResult> {
    const text = input.text.trim();
    const images = [...(input.images ?? [])];
    if ((!text && images.length === 0) || this.#state.phase !== 'idle')
      return { status: 'ignored' };
    const model = this.deps.settings().selectedModel.trim();
    if (!model) return { status: 'warning', notice: ChatNotice.selectModel };
    const epoch = this.#epoch;
    let stored: AiStoredMessage;
    try {
      const message = { role: 'user' as const, content: text, images };
      if (this.#state.conversationId) {
        stored = await this.deps.conversations.append(this.#state.conversationId, message);
      } else {
        const created = await this.deps.conversations.create(message, model);
        stored = created.message;
        await this.deps.conversations.setCurrentState({
          currentConversationId: stored.conversationId,
          selectedModel: model,
        });
      }
    } catch (error) {
      return this.#saveFailed(error);
    }
    if (epoch !== this.#epoch) return { status: 'ignored' };
    this.#set({
      ...this.#state,
      conversationId: stored.conversationId,
      messages: [...this.#state.messages, fromStored(stored)],
    });
    return this.#generate(model);
  }

  /** Writes the last answer again: the old one is removed first. */
  async regenerate(): Promise<SendResult> {
    if (this.#state.phase !== 'idle' || !this.#state.conversationId) return { status: 'ignored' };
    const model = this.deps.settings().selectedModel.trim();
    if (!model) return { status: 'warning', notice: ChatNotice.selectModel };
    const last = this.#state.messages.at(-1);
    if (!last) return { status: 'ignored' };
    if (last.role === 'assistant') {
      try {
        await this.deps.conversations.truncateFrom(this.#state.conversationId, last.id);
      } catch (error) {
        return this.#saveFailed(error);
      }
      this.#set({ ...this.#state, messages: this.#state.messages.slice(0, -1) });
    }
    return this.#generate(model);
  }

  /** Replaces a user message (and drops everything after it), then asks again. */
  async editAndResend(messageId: string, text: string): Promise<SendResult> {
    const conversationId = this.#state.conversationId;
    const index = this.#state.messages.findIndex((m) => m.id === messageId && m.role === 'user');
    const original = this.#state.messages[index];
    if (this.#state.phase !== 'idle' || !conversationId || !original) return { status: 'ignored' };
    if (!text.trim() && original.images.length === 0) return { status: 'ignored' };
    if (!this.deps.settings().selectedModel.trim())
      return { status: 'warning', notice: ChatNotice.selectModel };
    try {
      await this.deps.conversations.truncateFrom(conversationId, messageId);
    } catch (error) {
      return this.#saveFailed(error);
    }
    this.#set({ ...this.#state, messages: this.#state.messages.slice(0, index) });
    return this.send({ text, images: original.images });
  }

  /** Deletes conversations (one or many); the open one closes if it was among them. */
  async deleteConversations(ids: readonly string[]): Promise<ChatActionResult> {
    try {
      await this.deps.conversations.delete(ids);
    } catch (error) {
      this.deps.log?.add('error', ChatNotice.deleteConversationsFailed, String(error));
      return { ok: false, error: ChatNotice.deleteConversationsFailed };
    }
    if (this.#state.conversationId && ids.includes(this.#state.conversationId)) {
      this.#leave();
      this.#set({ conversationId: null, messages: [], phase: 'idle' });
    }
    return { ok: true };
  }

  async #generate(model: string): Promise<SendResult> {
    const conversationId = this.#state.conversationId;
    if (!conversationId) return { status: 'ignored' };
    const epoch = this.#epoch;
    const settings = this.deps.settings();
    // Notices (stopped, failed, empty) are not something the model said.
    const history = this.#state.messages.filter((m) => !m.failed && m.notice === null);
    const pending: ChatMessageView = {
      id: `pending-${this.#now()}`,
      role: 'assistant',
      content: '',
      thinking: '',
      images: [],
      timestamp: this.#now(),
      isStreaming: true,
      failed: false,
      notice: null,
      model,
    };
    const update = (patch: Partial<ChatMessageView>, phase: ChatPhase) => {
      if (epoch !== this.#epoch) return;
      const messages = this.#state.messages.map((m) =>
        m.id === pending.id ? { ...m, ...patch } : m,
      );
      this.#set({ ...this.#state, messages, phase });
    };
    this.#set({ ...this.#state, messages: [...this.#state.messages, pending], phase: 'waiting' });
    this.deps.log?.add(
      'info',
      'request-sent',
      `${model} ${settings.chatMode} stream=${String(settings.streamEnabled)}`,
    );
    const handle = this.deps.client().reply({
      model,
      mode: settings.chatMode,
      stream: settings.streamEnabled,
      temperature: settings.temperature,
      messages: history.map(toApi),
      onUpdate: (p) =>
        update(
          { content: p.content, thinking: p.thinking },
          p.chunks > 0 ? 'streaming' : 'waiting',
        ),
    });
    this.#active = handle;
    let result: SendResult;
    let final: Pick<ChatMessageView, 'content' | 'thinking' | 'failed' | 'notice'>;
    try {
      const reply = await handle.done;
      final = {
        content: reply.content,
        thinking: reply.thinking,
        failed: false,
        notice: reply.notice,
      };
      result = { status: 'done', reply };
      this.deps.log?.add('info', 'reply-received', `${reply.outcome} ${reply.content.length}`);
    } catch (error) {
      const failure = toAiError(error);
      final = { content: '', thinking: '', failed: true, notice: ReplyNotice.error };
      result = { status: 'failed', error: ChatNotice.replyFailed, detail: failure.message };
      this.deps.log?.add('error', failure.code, failure.detail);
    } finally {
      if (this.#active === handle) this.#active = null;
    }
    try {
      const stored = await this.deps.conversations.append(conversationId, {
        role: 'assistant',
        ...final,
        model,
      });
      update({ ...fromStored(stored) }, 'idle');
    } catch (error) {
      update({ ...final, isStreaming: false }, 'idle');
      return this.#saveFailed(error);
    }
    return result;
  }

  #saveFailed(error: unknown): SendResult {
    const code = error instanceof ConversationError ? error.code : ChatNotice.saveMessageFailed;
    this.deps.log?.add('error', code, String((error as { cause?: unknown }).cause ?? error));
    return { status: 'failed', error: code, detail: String(error) };
  }

  #leave(): void {
    this.#active?.stop();
    this.#active = null;
    this.#epoch += 1;
  }

  #set(state: AiChatState): void {
    this.#state = state;
    this.#listeners.emit(state);
  }
}
