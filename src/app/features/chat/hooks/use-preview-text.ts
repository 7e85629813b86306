import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PREVIEW_TOKENS } from '@core/conversations/preview.ts';

/** A chat preview with the core's [Image], [Video], [Voice] and [File] placeholders translated. */
export function usePreviewText(): (preview: string) => string {
  const { t } = useTranslation('chat');
  return useCallback(
    (preview: string) => {
      switch (preview) {
        case PREVIEW_TOKENS.image:
          return t('preview.image');
        case PREVIEW_TOKENS.video:
          return t('preview.video');
        case PREVIEW_TOKENS.voice:
          return t('preview.voice');
        case PREVIEW_TOKENS.file:
          return t('preview.file');
        case PREVIEW_TOKENS.leave:
          return t('preview.leave');
        case PREVIEW_TOKENS.invite:
          return t('preview.invite');
        default:
          return preview;
      }
    },
    [t],
  );
}
