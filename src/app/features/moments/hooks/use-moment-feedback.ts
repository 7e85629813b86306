import { useMemo } from 'react';
import type { Feedback } from '../../../ui/use-feedback.ts';
import { useToast } from '../../../ui/use-toast.ts';

/** The spec's moment toasts last 2 s. */
const MOMENT_TOAST_MS = 2_000;

/** Success and error notices for moment actions. */
export function useMomentFeedback(): Feedback {
  const toast = useToast();
  return useMemo(
    () => ({
      success: (message) => toast(message, { color: 'success', duration: MOMENT_TOAST_MS }),
      error: (message) => toast(message, { color: 'danger', duration: MOMENT_TOAST_MS }),
    }),
    [toast],
  );
}
