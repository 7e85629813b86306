/**
 * The chat's image attachment rules as pure functions (002 sections 2.3.1, 5, 9); the canvas
 * work that shrinks an image belongs to the app.
 */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** What the file input accepts and its hint lists. */
export const IMAGE_INPUT_ACCEPT = 'image/*';
export const IMAGE_FORMATS_HINT = 'JPG, PNG, WebP, GIF';

/** Chat: over 1 MB (or always with auto-resize) shrink to at most 1024x1024 at quality 0.85. */
export const CHAT_RESIZE = {
  thresholdBytes: 1024 * 1024,
  maxWidth: 1024,
  maxHeight: 1024,
  quality: 0.85,
} as const;
/** Recognition panel: over 2 MB to 1024x1024 at 0.8. */
export const RECOGNITION_RESIZE = {
  thresholdBytes: 2 * 1024 * 1024,
  maxWidth: 1024,
  maxHeight: 1024,
  quality: 0.8,
} as const;
/** The maximum image size setting, in KB: 1 to 50 MB, default 5 MB. */
export const MAX_IMAGE_SIZE_KB = { min: 1024, max: 50 * 1024, default: 5120 } as const;

const EXTENSION_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

export interface ImageFileFacts {
  name: string;
  /** The browser's MIME type; may be empty, then the extension decides. */
  type: string;
  size: number;
}

export type ImageCheck =
  | { ok: true; mimeType: string }
  | { ok: false; error: 'unsupported-format' }
  /** Sizes in KB, for the message. */
  | { ok: false; error: 'too-large'; maxSizeKb: number; sizeKb: number };

export function imageMimeType(file: Pick<ImageFileFacts, 'name' | 'type'>): string {
  const type = file.type.toLowerCase().trim();
  if (type) return type === 'image/jpg' ? 'image/jpeg' : type;
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  return EXTENSION_TYPES[extension] ?? '';
}

/** The shared validator: format, then size against the maximum in KB (default 5120). */
export function checkImageFile(
  file: ImageFileFacts,
  maxSizeKb: number = MAX_IMAGE_SIZE_KB.default,
): ImageCheck {
  const mimeType = imageMimeType(file);
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(mimeType)) {
    return { ok: false, error: 'unsupported-format' };
  }
  const sizeKb = Math.ceil(file.size / 1024);
  if (sizeKb > maxSizeKb) {
    return { ok: false, error: 'too-large', maxSizeKb, sizeKb };
  }
  return { ok: true, mimeType };
}

/** Whether the chat shrinks this image before sending. */
export const chatNeedsShrink = (sizeBytes: number, autoResize: boolean): boolean =>
  autoResize || sizeBytes > CHAT_RESIZE.thresholdBytes;

/** The size that fits in max x max keeping the aspect ratio; never enlarges. */
export function fitWithin(
  width: number,
  height: number,
  maxWidth: number = CHAT_RESIZE.maxWidth,
  maxHeight: number = CHAT_RESIZE.maxHeight,
): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** Animated GIFs lose their frames on a canvas; PNG keeps transparency; the rest become JPEG. */
export function shrinkOutputType(mimeType: string): 'image/jpeg' | 'image/png' | 'image/webp' {
  if (mimeType === 'image/png') return 'image/png';
  if (mimeType === 'image/webp') return 'image/webp';
  return 'image/jpeg';
}

const DATA_URL = /^data:image\/(jpeg|jpg|png|gif|bmp|webp);base64,([A-Za-z0-9+/]+={0,2})$/i;

/** Valid image data URLs: jpeg, png, gif, bmp or webp, base64. */
export const isImageDataUrl = (url: string): boolean => DATA_URL.test(url.trim());

/** Raw base64 of an image data URL (what the model service takes), or null. */
export function dataUrlToBase64(url: string): string | null {
  return DATA_URL.exec(url.trim())?.[2] ?? null;
}

export const base64ToDataUrl = (base64: string, mimeType: string): string =>
  `data:${mimeType};base64,${base64}`;

/** Bytes a base64 string decodes to. */
export function base64Size(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((base64.length * 3) / 4) - padding);
}

const CHAT_VISION = ['llava', 'vision', 'minicpm-v', 'llama3.2-vision'];
const SETTINGS_VISION = [...CHAT_VISION, 'multimodal', 'qwen-vl', 'cogvlm'];

/** The chat's vision-model rule; `settingsPage` uses the wider filter of the settings page. */
export function isVisionModel(name: string, settingsPage = false): boolean {
  const lower = name.toLowerCase();
  return (settingsPage ? SETTINGS_VISION : CHAT_VISION).some((part) => lower.includes(part));
}

/** Above this many characters the input shows the long-document hint. */
export const LONG_DOCUMENT_CHARS = 1000;
export const isLongDocument = (text: string): boolean => text.length > LONG_DOCUMENT_CHARS;
