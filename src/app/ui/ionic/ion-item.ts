import { createRoutingComponent } from '@ionic/react';
import type { IonItem as IonItemComponent } from '@ionic/react';
import { IonItem as IonItemElement } from '@ionic/core/components/ion-item.js';

/** @ionic/react's IonItem (a routing component: `routerLink` navigates), in a module of its own. */
export const IonItem = createRoutingComponent(
  'ion-item',
  IonItemElement,
) as typeof IonItemComponent;
