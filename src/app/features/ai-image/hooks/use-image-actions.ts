import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeneratedImage } from '@core/ai/image-generation/image-generation-types.ts';
import { debug } from '@core/util/log.ts';
import { downloadUrl } from '../../../ui/download-file.ts';
import { useToast } from '../../../ui/use-toast.ts';

const log = debug('ai:image');

/** A file name for a generated picture: the time it was saved, and the type's extension. */
export function imageFileName(image: GeneratedImage, now = new Date()): string {
  const extension = image.mimeType.split('/')[1]?.replace('jpeg', 'jpg') ?? 'png';
  const stamp = now.toISOString().replace(/[:.]/g, '-').slice(0, 19);
  return `ai-image-${stamp}.${extension}`;
}

export interface ImageActions {
  download(image: GeneratedImage): void;
  copy(image: GeneratedImage): Promise<void>;
  share(image: GeneratedImage): Promise<void>;
}

/** Save, copy and share a generated picture, each saying how it went. */
export function useImageActions(): ImageActions {
  const { t } = useTranslation('imageGen');
  const toast = useToast();

  const download = useCallback(
    (image: GeneratedImage) => {
      try {
        downloadUrl(imageFileName(image), image.dataUrl);
        toast(t('result.downloaded'), { color: 'success' });
      } catch (error) {
        log('download failed: %o', error);
        toast(t('result.downloadFailed'), { color: 'danger' });
      }
    },
    [t, toast],
  );

  const copy = useCallback(
    async (image: GeneratedImage) => {
      try {
        const blob = await (await fetch(image.dataUrl)).blob();
        await navigator.clipboard.write([new ClipboardItem({ [blob.type]: blob })]);
        toast(t('result.copied'), { color: 'success' });
      } catch (error) {
        log('copy failed: %o', error);
        toast(t('result.copyFailed'), { color: 'danger' });
      }
    },
    [t, toast],
  );

  const share = useCallback(
    async (image: GeneratedImage) => {
      try {
        const blob = await (await fetch(image.dataUrl)).blob();
        const file = new File([blob], imageFileName(image), { type: blob.type });
        const data: ShareData = { files: [file], text: image.prompt };
        if (!navigator.canShare?.(data)) throw new Error('sharing files is not supported');
        await navigator.share(data);
      } catch (error) {
        // Closing the share sheet is the user's choice, not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
        log('share failed: %o', error);
        toast(t('result.shareFailed'), { color: 'danger' });
      }
    },
    [t, toast],
  );

  return { download, copy, share };
}
