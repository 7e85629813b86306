import { useState } from 'react';
import type { ChatMessageView } from '@core/ai/chat-session.ts';
import type { Announcement } from '../../../ui/live-announcement.tsx';

interface Seen {
  /** When the answer streaming at the last render was begun, if one was. */
  streamingSince: number | null;
  announcement: Announcement | null;
}

const streamingSince = (last: ChatMessageView | undefined): number | null =>
  last?.role === 'assistant' && last.isStreaming ? last.timestamp : null;

/**
 * What a screen reader is told of the model's answer: its text once, when it has finished (or
 * was stopped), never chunk by chunk while it streams. The finished answer is stored under an id
 * of its own, so it is known as the answer that follows the one that streamed.
 */
export function useAnswerAnnouncement(messages: readonly ChatMessageView[]): Announcement | null {
  const last = messages.at(-1);
  const since = streamingSince(last);
  const [seen, setSeen] = useState<Seen>({ streamingSince: since, announcement: null });
  // Worked out while rendering, from the render before (React's pattern for such state).
  if (seen.streamingSince !== since) {
    const finished =
      seen.streamingSince !== null &&
      last?.role === 'assistant' &&
      !last.isStreaming &&
      last.timestamp >= seen.streamingSince &&
      last.content
        ? last
        : null;
    setSeen({
      streamingSince: since,
      announcement: finished ? { id: finished.id, text: finished.content } : seen.announcement,
    });
  }
  return seen.announcement;
}
