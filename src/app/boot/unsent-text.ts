/** The kinds of <input> a user types text into. */
const TEXT_ENTRY_TYPES: ReadonlySet<string> = new Set([
  'text',
  'search',
  'email',
  'url',
  'tel',
  'password',
  'number',
]);

/**
 * Whether a text box anywhere on the page (pages kept in the back stack too) holds text, which a
 * reload would lose: drafts live in memory only.
 */
export function pageHasUnsentText(): boolean {
  return Array.from(document.querySelectorAll('textarea, input')).some(
    (field) =>
      (field instanceof HTMLTextAreaElement ||
        (field instanceof HTMLInputElement && TEXT_ENTRY_TYPES.has(field.type))) &&
      !field.readOnly &&
      !field.disabled &&
      field.value.trim() !== '',
  );
}
