import { createInlineOverlayComponent } from '@ionic/react';
import type { IonModal as IonModalComponent } from '@ionic/react';
import { defineCustomElement } from '@ionic/core/components/ion-modal.js';

/** @ionic/react's IonModal (an inline overlay), in a module of its own. */
// `true`, as in @ionic/react: a modal renders its content inside a delegate host.
export const IonModal = createInlineOverlayComponent(
  'ion-modal',
  defineCustomElement,
  true,
) as typeof IonModalComponent;
