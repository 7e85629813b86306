import type { Migration } from './migration.ts';

/** The English texts earlier versions stored as an assistant reply's content, by notice code. */
const STORED_TEXTS: readonly (readonly [code: string, text: string])[] = [
  ['cancelled', 'Response was cancelled.'],
  ['reply-error', 'Sorry, I encountered an error. Please check your connection and try again.'],
  ['empty-stream', "Sorry, I didn't receive any response. Please try again."],
  ['empty-reply', 'Sorry, I received an empty response. Please try again.'],
  ['invalid-reply', 'Sorry, I received an invalid response. Please try again.'],
];

const quote = (text: string): string => `'${text.replace(/'/g, "''")}'`;

export const migration0022: Migration = {
  version: 22,
  name: 'ai-reply-notices',
  up: [
    // Why an assistant message has no answer text (stopped, failed, empty), as a code the app
    // shows in the reader's language; NULL for a real answer, however it reads.
    `ALTER TABLE ai_messages ADD COLUMN notice TEXT`,
    ...STORED_TEXTS.map(
      ([code, text]) =>
        `UPDATE ai_messages SET notice = ${quote(code)}, content = ''
         WHERE role = 'assistant' AND content = ${quote(text)}`,
    ),
    // The history's preview was the placeholder: it becomes the latest answer text again.
    `UPDATE ai_conversations SET lastMessage = COALESCE((SELECT substr(content, 1, 200)
       FROM ai_messages WHERE conversationId = ai_conversations.id AND notice IS NULL
       ORDER BY seq DESC LIMIT 1), '')
     WHERE lastMessage IN (${STORED_TEXTS.map(([, text]) => quote(text)).join(', ')})`,
  ],
};
