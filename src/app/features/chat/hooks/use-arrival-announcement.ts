import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@core/chat/chat-types.ts';
import { previewText } from '@core/conversations/preview.ts';
import { messageKey } from '../../../ui/conversation/history-state.ts';
import type { Announcement } from '../../../ui/live-announcement.tsx';
import { senderNameOf } from '../lib/sender-name.ts';
import { usePreviewText } from './use-preview-text.ts';

/** Long enough for a whole sentence; a longer text is read in the list itself. */
const SPOKEN_CHARS = 200;

interface Seen {
  lastKey: string | null;
  atNewest: boolean;
  announcement: Announcement | null;
}

/**
 * What a screen reader is told when someone else's message arrives at the end of the open
 * conversation: who wrote it and what it says. The messages on show when the list opens, and
 * pages loaded by scrolling, are not news.
 */
export function useArrivalAnnouncement(
  messages: readonly ChatMessage[],
  atNewest: boolean,
  peerName: string | undefined,
): Announcement | null {
  const { t } = useTranslation('chat');
  const wordPreview = usePreviewText();
  const last = messages.at(-1);
  const lastKey = last ? messageKey(last) : null;
  const [seen, setSeen] = useState<Seen>({ lastKey, atNewest, announcement: null });
  // Worked out while rendering, from the render before (React's pattern for such state).
  if (seen.lastKey !== lastKey || seen.atNewest !== atNewest) {
    const arrived = last && seen.atNewest && atNewest && !last.mine ? last : null;
    setSeen({
      lastKey,
      atNewest,
      announcement: arrived
        ? {
            id: messageKey(arrived),
            text: t('page.arrived', {
              name: senderNameOf(arrived) ?? peerName ?? '',
              text: wordPreview(
                previewText(
                  arrived.kind,
                  arrived.kind === 'text' ? arrived.text : null,
                  SPOKEN_CHARS,
                ),
              ),
            }),
          }
        : seen.announcement,
    });
  }
  return seen.announcement;
}
