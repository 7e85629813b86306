import { alertController, type AlertOptions } from '@ionic/core/components';
import { defineCustomElement } from '@ionic/core/components/ion-alert.js';
import { useOverlayController } from './use-overlay-controller.ts';

defineCustomElement();

/** @ionic/react's `useIonAlert` (options form): `[present, dismiss]`. */
export function useIonAlert() {
  return useOverlayController<AlertOptions>(alertController);
}
