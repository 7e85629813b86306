import { toastController, type ToastOptions } from '@ionic/core/components';
import { defineCustomElement } from '@ionic/core/components/ion-toast.js';
import { useOverlayController } from './use-overlay-controller.ts';

defineCustomElement();

/** @ionic/react's `useIonToast` (options form): `[present, dismiss]`. */
export function useIonToast() {
  return useOverlayController<ToastOptions>(toastController);
}
