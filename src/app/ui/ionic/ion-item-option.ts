import { createRoutingComponent } from '@ionic/react';
import type { IonItemOption as IonItemOptionComponent } from '@ionic/react';
import { IonItemOption as IonItemOptionElement } from '@ionic/core/components/ion-item-option.js';

/** @ionic/react's IonItemOption (a routing component: `routerLink` navigates), in a module of its own. */
export const IonItemOption = createRoutingComponent(
  'ion-item-option',
  IonItemOptionElement,
) as typeof IonItemOptionComponent;
