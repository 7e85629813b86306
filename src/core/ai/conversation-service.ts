import { first, type SqlDatabase, type SqlRow, type SqlStatement } from '../store/sql.ts';
import { Emitter } from '../util/emitter.ts';
import { asReplyNotice, ChatNotice, type ChatNoticeCode } from './ai-notices.ts';
import { conversationMarkdown } from './conversation-export.ts';
import {
  CONVERSATION_LIMITS,
  conversationTitle,
  type AiConversation,
  type AiCurrentState,
  type AiStoredMessage,
  type ChatImage,
  type NewMessage,
} from './conversation-types.ts';

/** A failed history operation; `code` says what to tell the user. */
export class ConversationError extends Error {
  override name = 'ConversationError';

  constructor(
    readonly code: ChatNoticeCode,
    options?: ErrorOptions,
  ) {
    super(code, options);
  }
}

export interface ConversationServiceOptions {
  now?: () => number;
  randomId?: () => string;
  limits?: { conversations: number; messagesPerConversation: number };
}

interface ConversationRow extends SqlRow {
  id: string;
  title: string;
  lastMessage: string;
  createdAt: number;
  updatedAt: number;
  model: string;
  messageCount: number;
}

interface MessageRow extends SqlRow {
  id: string;
  conversationId: string;
  role: string;
  content: string;
  thinking: string;
  images: string | null;
  timestamp: number;
  isStreaming: number;
  metadata: string | null;
  notice: string | null;
}

const CONVERSATION_COLUMNS = 'id, title, lastMessage, createdAt, updatedAt, model, messageCount';

function toConversation(row: ConversationRow): AiConversation {
  return { ...row };
}

function parseJson(text: string | null): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toMessage(row: MessageRow): AiStoredMessage {
  const images = parseJson(row.images);
  const meta = parseJson(row.metadata) as { failed?: boolean; model?: string } | undefined;
  return {
    id: row.id,
    conversationId: row.conversationId,
    role: row.role === 'assistant' ? 'assistant' : 'user',
    content: row.content,
    thinking: row.thinking,
    images: Array.isArray(images) ? (images as ChatImage[]) : [],
    timestamp: row.timestamp,
    isStreaming: row.isStreaming === 1,
    failed: meta?.failed === true,
    notice: asReplyNotice(row.notice),
    model: typeof meta?.model === 'string' ? meta.model : '',
  };
}

/** Nine base-36 characters; getRandomValues works outside secure contexts too. */
function randomSuffix(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(9));
  return Array.from(bytes, (b) => (b % 36).toString(36)).join('');
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The AI chat history in SQLite: conversations are created on the first message, hold at most
 * 500 messages (oldest trimmed), and at most 100 conversations are kept (oldest dropped).
 */
export class ConversationService {
  readonly #listeners = new Emitter('ai:conversations');
  readonly #now: () => number;
  readonly #randomId: () => string;
  readonly #limits: { conversations: number; messagesPerConversation: number };

  constructor(
    private readonly db: SqlDatabase,
    options: ConversationServiceOptions = {},
  ) {
    this.#now = options.now ?? Date.now;
    this.#randomId = options.randomId ?? randomSuffix;
    this.#limits = options.limits ?? CONVERSATION_LIMITS;
  }

  /** Called after every change to the list (create, append, delete). */
  subscribe(listener: () => void): () => void {
    return this.#listeners.subscribe(listener);
  }

  /** Newest first. */
  async list(): Promise<AiConversation[]> {
    const rows = await this.db.all<ConversationRow>(
      `SELECT ${CONVERSATION_COLUMNS} FROM ai_conversations ORDER BY updatedAt DESC, rowid DESC`,
    );
    return rows.map(toConversation);
  }

  /** Conversations whose title or any message contains `query` (case-insensitive). */
  async search(query: string): Promise<AiConversation[]> {
    const q = query.trim();
    if (!q) return this.list();
    const pattern = `%${escapeLike(q)}%`;
    const rows = await this.db.all<ConversationRow>(
      `SELECT ${CONVERSATION_COLUMNS} FROM ai_conversations c
       WHERE c.title LIKE ?1 ESCAPE '\\' OR EXISTS (
         SELECT 1 FROM ai_messages m WHERE m.conversationId = c.id AND m.content LIKE ?1 ESCAPE '\\')
       ORDER BY updatedAt DESC, rowid DESC`,
      [pattern],
    );
    return rows.map(toConversation);
  }

  async get(id: string): Promise<AiConversation | null> {
    const row = await first<ConversationRow>(
      this.db,
      `SELECT ${CONVERSATION_COLUMNS} FROM ai_conversations WHERE id = ?`,
      [id],
    );
    return row ? toConversation(row) : null;
  }

  async messages(conversationId: string): Promise<AiStoredMessage[]> {
    const rows = await this.db.all<MessageRow>(
      'SELECT * FROM ai_messages WHERE conversationId = ? ORDER BY seq',
      [conversationId],
    );
    return rows.map(toMessage);
  }

  /** Starts a conversation for its first message (title from that message). */
  async create(
    firstMessage: NewMessage,
    model: string,
  ): Promise<{ conversation: AiConversation; message: AiStoredMessage }> {
    const now = this.#now();
    const conversation: AiConversation = {
      id: `conv_${now}_${this.#randomId()}`,
      title: conversationTitle(firstMessage.content, Boolean(firstMessage.images?.length)),
      lastMessage: '',
      createdAt: now,
      updatedAt: now,
      model,
      messageCount: 0,
    };
    try {
      await this.db.batch([
        {
          sql: `INSERT INTO ai_conversations (${CONVERSATION_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)`,
          params: [conversation.id, conversation.title, '', now, now, model, 0],
        },
        // Past the limit, the conversations touched longest ago go.
        {
          sql: `DELETE FROM ai_conversations WHERE id IN (
            SELECT id FROM ai_conversations ORDER BY updatedAt DESC, rowid DESC LIMIT -1 OFFSET ?)`,
          params: [this.#limits.conversations],
        },
      ]);
    } catch (error) {
      throw new ConversationError(ChatNotice.saveMessageFailed, { cause: error });
    }
    const message = await this.append(conversation.id, firstMessage);
    return { conversation: (await this.get(conversation.id)) ?? conversation, message };
  }

  /** Adds a message; past 500 the oldest messages of the conversation are trimmed. */
  async append(conversationId: string, message: NewMessage): Promise<AiStoredMessage> {
    const now = this.#now();
    const stored: AiStoredMessage = {
      id: `msg_${now}_${this.#randomId()}`,
      conversationId,
      role: message.role,
      content: message.content,
      thinking: message.thinking ?? '',
      images: [...(message.images ?? [])],
      timestamp: now,
      isStreaming: false,
      failed: message.failed ?? false,
      notice: message.notice ?? null,
      model: message.model ?? '',
    };
    const metadata =
      stored.failed || stored.model
        ? JSON.stringify({ failed: stored.failed, model: stored.model })
        : null;
    const statements: SqlStatement[] = [
      {
        sql: `INSERT INTO ai_messages
          (id, conversationId, role, content, thinking, images, timestamp, isStreaming, metadata,
            notice)
          VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?)`,
        params: [
          stored.id,
          conversationId,
          stored.role,
          stored.content,
          stored.thinking,
          stored.images.length ? JSON.stringify(stored.images) : null,
          now,
          metadata,
          stored.notice,
        ],
      },
      {
        sql: `DELETE FROM ai_messages WHERE conversationId = ?1 AND seq IN (
          SELECT seq FROM ai_messages WHERE conversationId = ?1 ORDER BY seq DESC LIMIT -1 OFFSET ?2)`,
        params: [conversationId, this.#limits.messagesPerConversation],
      },
      ...this.#refresh(conversationId, now, message.model),
    ];
    try {
      if (!(await this.get(conversationId))) throw new Error('missing conversation');
      await this.db.batch(statements);
    } catch (error) {
      throw new ConversationError(ChatNotice.saveMessageFailed, { cause: error });
    }
    this.#listeners.emit();
    return stored;
  }

  /** Removes `messageId` and everything after it (edit-and-resend, regenerate). */
  async truncateFrom(conversationId: string, messageId: string): Promise<void> {
    const now = this.#now();
    await this.db.batch([
      {
        sql: `DELETE FROM ai_messages WHERE conversationId = ?1
          AND seq >= (SELECT seq FROM ai_messages WHERE id = ?2 AND conversationId = ?1)`,
        params: [conversationId, messageId],
      },
      ...this.#refresh(conversationId, now),
    ]);
    this.#listeners.emit();
  }

  /** Deletes one conversation, or several at once (multi-select); all or none. */
  async delete(ids: string | readonly string[]): Promise<void> {
    const list = typeof ids === 'string' ? [ids] : [...ids];
    if (list.length === 0) return;
    try {
      await this.db.batch(
        list.map((id) => ({ sql: 'DELETE FROM ai_conversations WHERE id = ?', params: [id] })),
      );
    } catch (error) {
      throw new ConversationError(ChatNotice.deleteConversationsFailed, { cause: error });
    }
    const state = await this.currentState();
    if (state.currentConversationId && list.includes(state.currentConversationId)) {
      await this.setCurrentState({ currentConversationId: null });
    }
    this.#listeners.emit();
  }

  /** One conversation as a Markdown document. */
  async exportMarkdown(id: string): Promise<string> {
    const conversation = await this.get(id);
    if (!conversation) throw new ConversationError(ChatNotice.conversationNotFound);
    const messages = await this.messages(id);
    if (messages.length === 0) throw new ConversationError(ChatNotice.noMessages);
    return conversationMarkdown(conversation, messages, this.#now());
  }

  async currentState(): Promise<AiCurrentState> {
    const row = await first<{
      currentConversationId: string | null;
      selectedModel: string | null;
      timestamp: number;
    }>(
      this.db,
      'SELECT currentConversationId, selectedModel, timestamp FROM ai_current_state WHERE id = 1',
    );
    return {
      currentConversationId: row?.currentConversationId ?? null,
      selectedModel: row?.selectedModel ?? '',
      timestamp: row?.timestamp ?? 0,
    };
  }

  async setCurrentState(patch: Partial<Omit<AiCurrentState, 'timestamp'>>): Promise<void> {
    const next = { ...(await this.currentState()), ...patch, timestamp: this.#now() };
    await this.db.run(
      `INSERT INTO ai_current_state (id, currentConversationId, selectedModel, timestamp)
       VALUES (1, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET currentConversationId = excluded.currentConversationId,
         selectedModel = excluded.selectedModel, timestamp = excluded.timestamp`,
      [next.currentConversationId, next.selectedModel, next.timestamp],
    );
  }

  /**
   * Recomputes count, preview and time of a conversation after its messages changed; the preview
   * is the latest message with answer text of its own (a notice has none).
   */
  #refresh(conversationId: string, now: number, model?: string): SqlStatement[] {
    return [
      {
        sql: `UPDATE ai_conversations SET
          messageCount = (SELECT COUNT(*) FROM ai_messages WHERE conversationId = ?1),
          lastMessage = COALESCE((SELECT substr(content, 1, 200) FROM ai_messages
            WHERE conversationId = ?1 AND notice IS NULL ORDER BY seq DESC LIMIT 1), ''),
          updatedAt = ?2,
          model = COALESCE(NULLIF(?3, ''), model)
          WHERE id = ?1`,
        params: [conversationId, now, model ?? ''],
      },
    ];
  }
}
