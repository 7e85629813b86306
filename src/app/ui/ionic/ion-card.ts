import { createRoutingComponent } from '@ionic/react';
import type { IonCard as IonCardComponent } from '@ionic/react';
import { IonCard as IonCardElement } from '@ionic/core/components/ion-card.js';

/** @ionic/react's IonCard (a routing component: `routerLink` navigates), in a module of its own. */
export const IonCard = createRoutingComponent(
  'ion-card',
  IonCardElement,
) as typeof IonCardComponent;
