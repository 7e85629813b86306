import type { ReplyNoticeCode } from './ai-notices.ts';

/** An image attached to a chat message: raw base64 (what vision models take) and its facts. */
export interface ChatImage {
  name: string;
  mimeType: string;
  /** Raw base64 without the data: prefix. */
  base64: string;
  /** Bytes of the (possibly shrunk) image. */
  size: number;
}

export type AiRole = 'user' | 'assistant';

/** The spec's AI conversation. */
export interface AiConversation {
  id: string;
  title: string;
  lastMessage: string;
  createdAt: number;
  updatedAt: number;
  model: string;
  messageCount: number;
}

/** The spec's AI stored message, with the think text and images of the chat message. */
export interface AiStoredMessage {
  id: string;
  conversationId: string;
  role: AiRole;
  content: string;
  thinking: string;
  images: ChatImage[];
  timestamp: number;
  isStreaming: boolean;
  /** The reply failed (its notice says so). */
  failed: boolean;
  /** Why an assistant message has no answer text (stopped, failed, empty); null when it has one. */
  notice: ReplyNoticeCode | null;
  /** The model that wrote an assistant message. */
  model: string;
}

export interface NewMessage {
  role: AiRole;
  content: string;
  thinking?: string;
  images?: readonly ChatImage[];
  failed?: boolean;
  notice?: ReplyNoticeCode | null;
  model?: string;
}

export interface AiCurrentState {
  currentConversationId: string | null;
  selectedModel: string;
  timestamp: number;
}

/** Spec 002 section 9 (the desktop figures). */
export const CONVERSATION_LIMITS = { conversations: 100, messagesPerConversation: 500 } as const;

export const TITLE_LENGTH = 30;
const PREVIEW_LENGTH = 100;

/** Cuts by characters, not UTF-16 units, so an emoji is never split. */
function cut(text: string, length: number): string[] {
  return Array.from(text).slice(0, length);
}

/** The first message cut to 30 characters: 27 and an ellipsis when longer. */
export function conversationTitle(text: string, hasImages = false): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return hasImages ? 'Image' : 'New chat';
  const chars = Array.from(clean);
  if (chars.length <= TITLE_LENGTH) return clean;
  return `${cut(clean, TITLE_LENGTH - 3).join('')}...`;
}

export function messagePreview(text: string): string {
  return cut(text.replace(/\s+/g, ' ').trim(), PREVIEW_LENGTH).join('');
}
