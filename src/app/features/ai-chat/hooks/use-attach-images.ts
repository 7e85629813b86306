import { useTranslation } from 'react-i18next';
import { checkImageFile } from '@core/ai/image-rules.ts';
import type { ChatImage } from '@core/ai/conversation-types.ts';
import { useCore } from '../../../boot/core-context.ts';
import { useAction } from '../../../ui/use-action.ts';
import { useToast } from '../../../ui/use-toast.ts';
import { prepareChatImage } from '../lib/shrink-image.ts';
import { useDraftStore } from './use-composer-draft.ts';

/**
 * Adds picked or dropped images to the draft: the shared validator's format check, shrinking per
 * the chat rules (over 1 MB, or every image with auto-resize on), then the maximum size setting
 * on what will be sent. Each refusal is a toast.
 */
export function useAttachImages(): {
  attach: (files: Iterable<File>) => Promise<void>;
  busy: boolean;
} {
  const { ai } = useCore();
  const { t } = useTranslation('ai');
  const toast = useToast();
  const drafts = useDraftStore();
  const { run: attach, busy } = useAction(
    async (files: Iterable<File>) => {
      const added: ChatImage[] = [];
      const { autoResize, maxImageSize } = ai.images.current;
      for (const file of files) {
        // Format first: a large photo is shrunk before its size is judged.
        const format = checkImageFile(file, Number.POSITIVE_INFINITY);
        if (!format.ok) {
          toast(t('images.unsupported', { formats: 'jpeg, png, webp, gif' }), { color: 'danger' });
          continue;
        }
        try {
          const image = await prepareChatImage(file, format.mimeType, autoResize);
          const sizeKb = Math.ceil(image.size / 1024);
          if (sizeKb > maxImageSize) {
            toast(t('images.tooLarge', { max: maxImageSize, current: sizeKb }), {
              color: 'danger',
            });
            continue;
          }
          added.push(image);
        } catch {
          toast(t('images.failed'), { color: 'danger' });
        }
      }
      drafts.addImages(added);
    },
    { what: 'attaching images' },
  );
  return { attach, busy };
}
