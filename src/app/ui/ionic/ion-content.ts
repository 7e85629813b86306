import type { IonContent as IonContentComponent } from '@ionic/react';
import {
  IonContent as IonContentElement,
  defineCustomElement,
} from '@ionic/core/components/ion-content.js';
import { wrapIonicElement } from './wrap.ts';

export const IonContent = wrapIonicElement<typeof IonContentComponent>({
  tagName: 'ion-content',
  elementClass: IonContentElement,
  events: {
    onIonScrollStart: 'ionScrollStart',
    onIonScroll: 'ionScroll',
    onIonScrollEnd: 'ionScrollEnd',
  },
  defineCustomElement,
});
