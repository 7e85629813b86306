import { createInlineOverlayComponent } from '@ionic/react';
import type { IonPopover as IonPopoverComponent } from '@ionic/react';
import { defineCustomElement } from '@ionic/core/components/ion-popover.js';

/** @ionic/react's IonPopover (an inline overlay), in a module of its own. */
export const IonPopover = createInlineOverlayComponent(
  'ion-popover',
  defineCustomElement,
) as typeof IonPopoverComponent;
