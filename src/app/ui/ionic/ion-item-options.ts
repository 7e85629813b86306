import type { IonItemOptions as IonItemOptionsComponent } from '@ionic/react';
import {
  IonItemOptions as IonItemOptionsElement,
  defineCustomElement,
} from '@ionic/core/components/ion-item-options.js';
import { wrapIonicElement } from './wrap.ts';

export const IonItemOptions = wrapIonicElement<typeof IonItemOptionsComponent>({
  tagName: 'ion-item-options',
  elementClass: IonItemOptionsElement,
  events: { onIonSwipe: 'ionSwipe' },
  defineCustomElement,
});
