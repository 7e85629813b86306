import { useMemo } from 'react';
import type { Feedback } from '../../../ui/use-feedback.ts';
import { useToast } from '../../../ui/use-toast.ts';

/** The spec's toasts in room areas last 2 s (an action may ask for longer). */
export const ROOM_TOAST_MS = 2_000;

/** Success and error notices for room actions, at the room areas' duration. */
export function useRoomFeedback(): Feedback {
  const toast = useToast();
  return useMemo(
    () => ({
      success: (message, duration = ROOM_TOAST_MS) =>
        toast(message, { color: 'success', duration }),
      error: (message) => toast(message, { color: 'danger', duration: ROOM_TOAST_MS }),
    }),
    [toast],
  );
}
