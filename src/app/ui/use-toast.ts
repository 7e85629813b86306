import { useCallback } from 'react';
import { useIonToast } from './ionic/use-ion-toast.ts';
import { usePreference } from '../boot/core-context.ts';

export interface ToastOptions {
  /** Milliseconds; the spec's default is 3 s. */
  duration?: number;
  color?: 'success' | 'danger' | 'warning' | 'medium';
  /** Shown whatever the Toasts setting says: the caller has a switch of its own (new notifications). */
  always?: boolean;
}

export type Toast = (message: string, options?: ToastOptions) => void;

/** Errors and warnings are always shown; other notices only with the Toasts setting on. */
const alwaysShown = (color: ToastOptions['color']) => color === 'danger' || color === 'warning';

/**
 * The one way screens give feedback on an action (success text or the spec's error text). A new
 * toast replaces the one showing: Ionic's hook ignores `present` while its own toast is open, which
 * would drop a success that follows an error.
 */
export function useToast(): Toast {
  const [present, dismiss] = useIonToast();
  const [toastsEnabled] = usePreference('toastsEnabled');
  return useCallback(
    (message, options = {}) => {
      if (!toastsEnabled && !options.always && !alwaysShown(options.color)) return;
      void dismiss()
        .catch(() => undefined)
        .then(() =>
          present({
            message,
            duration: options.duration ?? 3_000,
            position: 'top',
            ...(options.color ? { color: options.color } : {}),
          }),
        );
    },
    [present, dismiss, toastsEnabled],
  );
}
