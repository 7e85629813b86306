import {
  CHAT_RESIZE,
  base64Size,
  chatNeedsShrink,
  dataUrlToBase64,
  shrinkOutputType,
} from '@core/ai/image-rules.ts';
import type { ChatImage } from '@core/ai/conversation-types.ts';
import { compressImage } from '../../../ui/compress-image.ts';
import { readAsDataUrl } from '../../../ui/read-as-data-url.ts';

/**
 * A picked file as a chat image: shrunk when over 1 MB (or always with `autoResize`) to at most
 * 1024x1024 at quality 0.85 (spec 002 section 9), as raw base64 for the model service. Throws
 * when the browser cannot read or decode it.
 */
export async function prepareChatImage(
  file: File,
  mimeType: string,
  autoResize = false,
): Promise<ChatImage> {
  let dataUrl: string;
  let type = mimeType;
  if (chatNeedsShrink(file.size, autoResize)) {
    const output = shrinkOutputType(mimeType);
    dataUrl = await compressImage(file, {
      maxSide: CHAT_RESIZE.maxWidth,
      quality: CHAT_RESIZE.quality,
      type: output,
    });
    type = output;
  } else {
    dataUrl = await readAsDataUrl(file);
  }
  const base64 = dataUrlToBase64(dataUrl);
  if (!base64) throw new Error('not an image data URL');
  return { name: file.name, mimeType: type, base64, size: base64Size(base64) };
}
