import {
  CHAT_RESIZE,
  base64Size,
  chatNeedsShrink,
  dataUrlToBase64,
  fitWithin,
  shrinkOutputType,
} from '@core/ai/image-rules.ts';
import type { ChatImage } from '@core/ai/conversation-types.ts';
import { readAsDataUrl } from '../../../ui/read-as-data-url.ts';

/** Draws the image at most 1024x1024 and encodes it at quality 0.85 (spec 002 section 9). */
async function shrink(file: File, mimeType: string): Promise<{ dataUrl: string; type: string }> {
  const bitmap = await createImageBitmap(file);
  try {
    const size = fitWithin(
      bitmap.width,
      bitmap.height,
      CHAT_RESIZE.maxWidth,
      CHAT_RESIZE.maxHeight,
    );
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    const type = shrinkOutputType(mimeType);
    if (type === 'image/jpeg') {
      // JPEG has no transparency: a white page instead of black.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, size.width, size.height);
    }
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    return { dataUrl: canvas.toDataURL(type, CHAT_RESIZE.quality), type };
  } finally {
    bitmap.close();
  }
}

/**
 * A picked file as a chat image: shrunk when over 1 MB (or always with `autoResize`), as raw
 * base64 for the model service. Throws when the browser cannot read or decode it.
 */
export async function prepareChatImage(
  file: File,
  mimeType: string,
  autoResize = false,
): Promise<ChatImage> {
  let dataUrl: string;
  let type = mimeType;
  if (chatNeedsShrink(file.size, autoResize)) {
    ({ dataUrl, type } = await shrink(file, mimeType));
  } else {
    dataUrl = await readAsDataUrl(file);
  }
  const base64 = dataUrlToBase64(dataUrl);
  if (!base64) throw new Error('not an image data URL');
  return { name: file.name, mimeType: type, base64, size: base64Size(base64) };
}
