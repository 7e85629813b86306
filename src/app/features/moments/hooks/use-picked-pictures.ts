import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MOMENT_LIMITS } from '@core/moments/moment-types.ts';
import { compressImage } from '../../../ui/compress-image.ts';
import { MAX_PICKED_MB, pickProblem } from '../lib/picked-images.ts';
import { useMomentErrorText } from './use-moment-error-text.ts';
import { useMomentFeedback } from './use-moment-feedback.ts';

export interface PickedPicture {
  readonly key: number;
  /** Compressed for the feed: JPEG, at most 800 px a side. */
  readonly dataUrl: string;
}

export interface PickedPictures {
  readonly pictures: readonly PickedPicture[];
  /** True while picked files are being compressed. */
  readonly preparing: boolean;
  readonly add: (files: readonly File[]) => Promise<void>;
  readonly remove: (key: number) => void;
}

/** The New Moment modal's pictures: checked (type, size, count), compressed, removable. */
export function usePickedPictures(): PickedPictures {
  const { t } = useTranslation('moments');
  const feedback = useMomentFeedback();
  const errorText = useMomentErrorText();
  const [pictures, setPictures] = useState<readonly PickedPicture[]>([]);
  const [preparing, setPreparing] = useState(0);
  const nextKey = useRef(0);
  const count = useRef(0);

  const add = useCallback(
    async (files: readonly File[]) => {
      setPreparing((n) => n + 1);
      try {
        for (const file of files) {
          const problem = pickProblem(file);
          if (problem) {
            feedback.error(
              problem === 'file-type'
                ? t('errors.fileType')
                : t('errors.fileSize', { max: MAX_PICKED_MB }),
            );
            continue;
          }
          if (count.current >= MOMENT_LIMITS.maxImages) {
            feedback.error(t('errors.tooManyImages', { max: MOMENT_LIMITS.maxImages }));
            break;
          }
          count.current += 1;
          try {
            const picture = { key: nextKey.current++, dataUrl: await compressImage(file) };
            setPictures((list) => [...list, picture]);
          } catch (error) {
            count.current -= 1;
            feedback.error(errorText(error, t('errors.compressImage')));
          }
        }
      } finally {
        setPreparing((n) => n - 1);
      }
    },
    [feedback, errorText, t],
  );

  const remove = useCallback((key: number) => {
    count.current -= 1;
    setPictures((list) => list.filter((picture) => picture.key !== key));
  }, []);

  return { pictures, preparing: preparing > 0, add, remove };
}
