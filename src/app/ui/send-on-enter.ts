import type { KeyboardEvent } from 'react';

/** Enter sends, Shift+Enter breaks the line (and nothing happens while an IME composes). */
export function sendOnEnter(event: KeyboardEvent<HTMLTextAreaElement>, send: () => void): void {
  if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
  event.preventDefault();
  send();
}
