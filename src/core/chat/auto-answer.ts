/**
 * Hands a friend's text to the auto-replier as it arrives, with the chat so far as context.
 *
 * Only live messages are answered. The inbox stores a message once (its id is checked and
 * inserted in one transaction) and only then emits it, so reloading the app or re-reading a
 * friend's stream never hands the same message over twice. On top of that a message must have
 * been sent at most `LIVE_WINDOW_MS` ago by the sender's clock: what arrives while catching up
 * after being away, or when a fresh install reads old streams again, is history and gets no
 * reply. A text an AI wrote (it carries `aiModel`) is passed on marked, and never answered, so two
 * auto-repliers cannot talk to each other forever.
 */
import type { AutoReplyOutcome, IncomingMessage } from '../ai/auto-reply.ts';
import { debug } from '../util/log.ts';
import type { ChatService } from './chat-service.ts';
import type { ChatMessage } from './chat-types.ts';

/** How old (by the sender's clock) an arriving message may be and still get an auto-reply. */
export const LIVE_WINDOW_MS = 60_000;
/** Earlier messages of the chat given to the model. */
const CONTEXT_MESSAGES = 10;
/** Read a little more than the context: messages that arrived just after this one are skipped. */
const CONTEXT_READ = CONTEXT_MESSAGES * 3;

const log = debug('chat:auto-answer');

export interface AutoAnswerDeps {
  readonly chat: Pick<ChatService, 'subscribe' | 'history'>;
  readonly autoReply: {
    isEnabledFor(friendPub: string): boolean;
    handleIncoming(message: IncomingMessage): Promise<AutoReplyOutcome>;
  };
  readonly now: () => number;
}

type TextMessage = Extract<ChatMessage, { kind: 'text' }>;

/** Starts answering; returns the unsubscribe. */
export function answerLiveTexts(deps: AutoAnswerDeps): () => void {
  return deps.chat.subscribe((event) => {
    if (event.type !== 'message') return;
    const { message } = event;
    if (message.mine || message.kind !== 'text') return;
    if (deps.now() - message.timestamp > LIVE_WINDOW_MS) return;
    if (!deps.autoReply.isEnabledFor(message.peer)) return;
    void answer(deps, message).catch((error: unknown) => log('auto-reply failed: %o', error));
  });
}

async function answer(deps: AutoAnswerDeps, message: TextMessage): Promise<void> {
  const outcome = await deps.autoReply.handleIncoming({
    friendPub: message.peer,
    text: message.text,
    aiGenerated: message.aiModel !== undefined,
    context: await contextBefore(deps.chat, message),
  });
  if (!outcome.sent) log('no auto-reply (%s) %s', outcome.reason, outcome.detail ?? '');
}

/** The texts before `message`, oldest first: the friend is the user, I am the assistant. */
async function contextBefore(chat: AutoAnswerDeps['chat'], message: TextMessage) {
  const page = await chat.history(message.peer, { limit: CONTEXT_READ });
  return page.messages
    .filter((m): m is TextMessage => m.kind === 'text' && m.msgId !== message.msgId)
    .filter((m) => m.timestamp <= message.timestamp)
    .slice(0, CONTEXT_MESSAGES)
    .reverse()
    .map((m) => ({ role: m.mine ? ('assistant' as const) : ('user' as const), content: m.text }));
}
