import type { Migration } from './migration.ts';

export const migration0006: Migration = {
  version: 6,
  name: 'ai-conversations',
  up: [
    // The AI chat history (spec: conversations, messages, current_state of 'ai_chat_db').
    `CREATE TABLE ai_conversations (
      id TEXT PRIMARY KEY,
      title TEXT NOT NULL,
      lastMessage TEXT NOT NULL DEFAULT '',
      createdAt INTEGER NOT NULL,
      updatedAt INTEGER NOT NULL,
      model TEXT NOT NULL DEFAULT '',
      messageCount INTEGER NOT NULL DEFAULT 0,
      metadata TEXT
    )`,
    `CREATE INDEX ai_conversations_updated ON ai_conversations (updatedAt)`,
    // seq keeps the order of messages written in the same millisecond.
    `CREATE TABLE ai_messages (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      id TEXT NOT NULL UNIQUE,
      conversationId TEXT NOT NULL REFERENCES ai_conversations (id) ON DELETE CASCADE,
      role TEXT NOT NULL CHECK (role IN ('user', 'assistant', 'system')),
      content TEXT NOT NULL DEFAULT '',
      thinking TEXT NOT NULL DEFAULT '',
      images TEXT,
      timestamp INTEGER NOT NULL,
      isStreaming INTEGER NOT NULL DEFAULT 0,
      metadata TEXT
    )`,
    `CREATE INDEX ai_messages_conversation ON ai_messages (conversationId, seq)`,
    // A single row: which conversation and model the AI chat screen had open.
    `CREATE TABLE ai_current_state (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      currentConversationId TEXT,
      selectedModel TEXT,
      timestamp INTEGER NOT NULL,
      metadata TEXT
    )`,
  ],
};
