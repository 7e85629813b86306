import type { IonItemSliding as IonItemSlidingComponent } from '@ionic/react';
import {
  IonItemSliding as IonItemSlidingElement,
  defineCustomElement,
} from '@ionic/core/components/ion-item-sliding.js';
import { wrapIonicElement } from './wrap.ts';

export const IonItemSliding = wrapIonicElement<typeof IonItemSlidingComponent>({
  tagName: 'ion-item-sliding',
  elementClass: IonItemSlidingElement,
  events: { onIonDrag: 'ionDrag' },
  defineCustomElement,
});
