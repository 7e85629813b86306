import type { MessageKind } from './message-types.ts';

/** The spec's preview cut: 20 characters (10 in live updates). */
export const PREVIEW_CHARS = 20;
export const LIVE_PREVIEW_CHARS = 10;

/** The spec's placeholders; the UI may translate them. */
export const PREVIEW_TOKENS = {
  image: '[Image]',
  video: '[Video]',
  voice: '[Voice]',
  file: '[File]',
  leave: '[Left the room]',
  invite: '[Room invitation]',
} as const;

/**
 * The chat list's one-line preview of a message: media become placeholders (a text that is a
 * picture or video data URL counts as media, as in the spec), text is cut at `max` characters.
 */
export function previewText(
  kind: MessageKind,
  content: string | null,
  max: number = PREVIEW_CHARS,
): string {
  if (kind === 'image') return PREVIEW_TOKENS.image;
  if (kind === 'voice') return PREVIEW_TOKENS.voice;
  if (kind === 'file') return PREVIEW_TOKENS.file;
  if (kind === 'leave') return PREVIEW_TOKENS.leave;
  if (kind === 'room-invite') return PREVIEW_TOKENS.invite;
  const text = (content ?? '').trim();
  if (/^data:image\//i.test(text)) return PREVIEW_TOKENS.image;
  if (/^data:video\//i.test(text)) return PREVIEW_TOKENS.video;
  const chars = Array.from(text.replace(/\s+/g, ' '));
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : chars.join('');
}
