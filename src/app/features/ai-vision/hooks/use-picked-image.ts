import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RECOGNITION_RESIZE,
  checkImageFile,
  dataUrlToBase64,
  shrinkOutputType,
} from '@core/ai/image-rules.ts';
import { recognitionNeedsShrink } from '@core/ai/vision.ts';
import { useCore } from '../../../boot/core-context.ts';
import { compressImage } from '../../../ui/compress-image.ts';
import { readAsDataUrl } from '../../../ui/read-as-data-url.ts';
import { SUPPORTED_FORMATS } from '../lib/vision-text.ts';

export interface PickedImage {
  name: string;
  /** Bytes of the picked file. */
  size: number;
  width: number;
  height: number;
  /** What is shown and sent: the file, shrunk over 2 MB (or always, with auto-resize). */
  dataUrl: string;
  /** `dataUrl`'s raw base64, for the model service. */
  base64: string;
}

/** The spec's image upload states before recognition: idle, processing, previewed (or refused). */
export type PickState =
  | { status: 'idle' }
  | { status: 'processing'; name: string }
  | { status: 'previewed'; image: PickedImage }
  | { status: 'refused'; message: string };

async function dimensionsOf(file: File): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(file);
  try {
    return { width: bitmap.width, height: bitmap.height };
  } finally {
    bitmap.close();
  }
}

/**
 * The one image of the recognition panel: the spec's format and size checks (against the maximum
 * size setting), its dimensions, and the 2 MB shrink to 1024x1024 at 0.8. A newer pick wins over
 * one still being processed.
 */
export function usePickedImage(): {
  state: PickState;
  pick: (file: File) => void;
  remove: () => void;
} {
  const { ai } = useCore();
  const { t } = useTranslation('vision');
  const [state, setState] = useState<PickState>({ status: 'idle' });
  const latest = useRef(0);

  const pick = useCallback(
    (file: File) => {
      const turn = ++latest.current;
      const settle = (next: PickState) => {
        if (turn === latest.current) setState(next);
      };
      const { maxImageSize, autoResize } = ai.images.current;
      const check = checkImageFile(file, maxImageSize);
      if (!check.ok) {
        const message =
          check.error === 'unsupported-format'
            ? t('errors.unsupported', { formats: SUPPORTED_FORMATS })
            : t('errors.tooLarge', { max: check.maxSizeKb, current: check.sizeKb });
        return settle({ status: 'refused', message });
      }
      settle({ status: 'processing', name: file.name });
      void (async () => {
        try {
          const { width, height } = await dimensionsOf(file);
          const dataUrl = recognitionNeedsShrink(file.size, autoResize)
            ? await compressImage(file, {
                maxSide: RECOGNITION_RESIZE.maxWidth,
                quality: RECOGNITION_RESIZE.quality,
                type: shrinkOutputType(check.mimeType),
              })
            : await readAsDataUrl(file);
          const base64 = dataUrlToBase64(dataUrl);
          if (!base64) throw new Error('not an image data URL');
          const image = { name: file.name, size: file.size, width, height, dataUrl, base64 };
          settle({ status: 'previewed', image });
        } catch {
          settle({ status: 'refused', message: t('errors.processing') });
        }
      })();
    },
    [ai, t],
  );

  const remove = useCallback(() => {
    latest.current += 1;
    setState({ status: 'idle' });
  }, []);

  return { state, pick, remove };
}
