import { actionSheetController, type ActionSheetOptions } from '@ionic/core/components';
import { defineCustomElement } from '@ionic/core/components/ion-action-sheet.js';
import { useOverlayController } from './use-overlay-controller.ts';

defineCustomElement();

/** @ionic/react's `useIonActionSheet` (options form): `[present, dismiss]`. */
export function useIonActionSheet() {
  return useOverlayController<ActionSheetOptions>(actionSheetController);
}
