import type { KeyboardEvent } from 'react';

/** Enter sends, Shift+Enter breaks the line (and nothing happens while an IME composes). */
export function sendOnEnter(event: KeyboardEvent<HTMLTextAreaElement>, send: () => void): void {
  if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
  event.preventDefault();
  send();
}

/**
 * A keydown handler for an Ionic text field: Enter submits the text the field holds (and nothing
 * happens while an IME composes). It reads the field, not the screen's state: Ionic's input event
 * renders in a later task than a keypress, so Enter pressed right after a paste would otherwise
 * submit the text from before it.
 */
export function submitOnEnter(submit: (text: string) => void) {
  return (event: KeyboardEvent<HTMLElement & { value?: string | number | null }>): void => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    submit(String(event.currentTarget.value ?? ''));
  };
}
