import { fitWithin } from '@core/ai/image-rules.ts';

/** Chat pictures: at most 800 px on a side, JPEG at quality 0.7 (the spec's image compression). */
export const CHAT_IMAGE = { maxSide: 800, quality: 0.7 } as const;

export class ImageCompressionError extends Error {
  override name = 'ImageCompressionError';
  constructor(readonly stage: 'load' | 'compress') {
    super(stage === 'load' ? 'Failed to load image' : 'Failed to compress image');
  }
}

/** Draws the picked picture onto a canvas at the chat size and returns it as a JPEG data URL. */
export async function compressImage(file: Blob): Promise<string> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new ImageCompressionError('load');
  }
  try {
    const size = fitWithin(bitmap.width, bitmap.height, CHAT_IMAGE.maxSide, CHAT_IMAGE.maxSide);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new ImageCompressionError('compress');
    // JPEG has no transparency: a white page instead of black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    return canvas.toDataURL('image/jpeg', CHAT_IMAGE.quality);
  } finally {
    bitmap.close();
  }
}
