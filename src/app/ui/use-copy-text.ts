import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from './use-toast.ts';

/** Spec: 'ID Copied' shows for 1.5 s (my ID, a profile's ID, a request's key). */
export const ID_COPIED_MS = 1_500;

export interface CopyTexts {
  /** Toast after copying; defaults to "Copied". */
  copied?: string | undefined;
  /** Toast when the clipboard refused; defaults to "Failed to copy". */
  failed?: string | undefined;
  /** How long the success toast shows (ms); the toast's default otherwise. */
  duration?: number | undefined;
}

/** The one way to copy a text: to the clipboard, then a toast that says whether it worked. */
export function useCopyText(): (text: string, texts?: CopyTexts) => Promise<boolean> {
  const { t } = useTranslation('auth');
  const toast = useToast();
  return useCallback(
    async (text, { copied, failed, duration } = {}) => {
      try {
        // The clipboard API is missing outside secure contexts; that counts as a failure.
        await navigator.clipboard.writeText(text);
        toast(copied ?? t('copy.copied'), { color: 'success', ...(duration ? { duration } : {}) });
        return true;
      } catch {
        toast(failed ?? t('copy.failed'), { color: 'danger' });
        return false;
      }
    },
    [t, toast],
  );
}
