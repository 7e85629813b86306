import type { AiConversation, AiStoredMessage } from './conversation-types.ts';

const iso = (time: number): string => new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Reasoning as a block quote, so it reads apart from the answer. */
function quoteBlock(text: string): string {
  return text
    .split('\n')
    .map((line) => `> ${line}`.trimEnd())
    .join('\n');
}

/**
 * A conversation as Markdown: a title, its facts, then each message under a heading with its
 * time; reasoning goes in a collapsed block before the answer, images are listed by name.
 */
export function conversationMarkdown(
  conversation: AiConversation,
  messages: readonly AiStoredMessage[],
  exportedAt: number,
): string {
  const lines = [
    `# ${conversation.title}`,
    '',
    `- Model: ${conversation.model || 'unknown'}`,
    `- Created: ${iso(conversation.createdAt)}`,
    `- Exported: ${iso(exportedAt)}`,
    `- Messages: ${messages.length}`,
  ];
  for (const message of messages) {
    const who = message.role === 'user' ? 'User' : 'Assistant';
    lines.push('', '---', '', `## ${who} (${iso(message.timestamp)})`, '');
    if (message.thinking) {
      lines.push(
        '<details><summary>Thinking</summary>',
        '',
        quoteBlock(message.thinking),
        '',
        '</details>',
        '',
      );
    }
    lines.push(message.content);
    if (message.images.length) {
      lines.push('', ...message.images.map((image) => `- Image: ${image.name}`));
    }
  }
  return `${lines.join('\n')}\n`;
}

/** `chat-title-2026-01-31.md`: a safe file name for the export. */
export function exportFileName(conversation: AiConversation): string {
  const slug =
    conversation.title
      .toLowerCase()
      .replace(/\.\.\.$/, '')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'conversation';
  return `${slug}-${iso(conversation.updatedAt).slice(0, 10)}.md`;
}
