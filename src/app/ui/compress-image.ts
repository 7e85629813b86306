import { fitWithin } from '@core/ai/image-rules.ts';

/** How a picture is redrawn: at most `maxSide` px on a side, encoded as `type` at `quality`. */
export interface ImageCompression {
  readonly maxSide: number;
  readonly quality: number;
  /** JPEG (the default) gets a white page under transparent parts; PNG and WebP keep them. */
  readonly type?: 'image/jpeg' | 'image/png' | 'image/webp';
}

/** Chat pictures: at most 800 px on a side, JPEG at quality 0.7 (the spec's image compression). */
export const CHAT_IMAGE = { maxSide: 800, quality: 0.7 } as const satisfies ImageCompression;

export class ImageCompressionError extends Error {
  override name = 'ImageCompressionError';
  constructor(readonly stage: 'load' | 'compress') {
    super(stage === 'load' ? 'Failed to load image' : 'Failed to compress image');
  }
}

/** Draws the picked picture onto a canvas at the given size (the chat's by default) as a data URL. */
export async function compressImage(
  file: Blob,
  { maxSide, quality, type = 'image/jpeg' }: ImageCompression = CHAT_IMAGE,
): Promise<string> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new ImageCompressionError('load');
  }
  try {
    const size = fitWithin(bitmap.width, bitmap.height, maxSide, maxSide);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new ImageCompressionError('compress');
    if (type === 'image/jpeg') {
      // JPEG has no transparency: a white page instead of black.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, size.width, size.height);
    }
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    return canvas.toDataURL(type, quality);
  } finally {
    bitmap.close();
  }
}
