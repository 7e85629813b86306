import { createRoutingComponent } from '@ionic/react';
import type { IonButton as IonButtonComponent } from '@ionic/react';
import { IonButton as IonButtonElement } from '@ionic/core/components/ion-button.js';

/** @ionic/react's IonButton (a routing component: `routerLink` navigates), in a module of its own. */
export const IonButton = createRoutingComponent(
  'ion-button',
  IonButtonElement,
) as typeof IonButtonComponent;
