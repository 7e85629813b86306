import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useIonAlert } from './ionic/use-ion-alert.ts';
import { useToast } from './use-toast.ts';

export interface Feedback {
  /** A notice after an action: shown only with the Toasts setting on. */
  readonly success: (message: string, duration?: number) => void;
  /** Always shown. */
  readonly error: (message: string) => void;
}

export function useFeedback(): Feedback {
  const toast = useToast();
  return useMemo(
    () => ({
      success: (message, duration) =>
        toast(message, { color: 'success', ...(duration ? { duration } : {}) }),
      error: (message) => toast(message, { color: 'danger' }),
    }),
    [toast],
  );
}

export interface ConfirmOptions {
  header: string;
  message: string;
  confirmText: string;
}

/** A Cancel / confirm dialog that resolves to whether the user confirmed. */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  const [present] = useIonAlert();
  const { t } = useTranslation('contacts');
  return useCallback(
    ({ header, message, confirmText }: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        void present({
          header,
          message,
          buttons: [
            { text: t('common.cancel'), role: 'cancel' },
            { text: confirmText, role: 'confirm', cssClass: 'alert-button-danger' },
          ],
          onDidDismiss: (event) => resolve(event.detail.role === 'confirm'),
        });
      }),
    [present, t],
  );
}
