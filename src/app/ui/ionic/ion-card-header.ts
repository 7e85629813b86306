import type { IonCardHeader as IonCardHeaderComponent } from '@ionic/react';
import {
  IonCardHeader as IonCardHeaderElement,
  defineCustomElement,
} from '@ionic/core/components/ion-card-header.js';
import { wrapIonicElement } from './wrap.ts';

export const IonCardHeader = wrapIonicElement<typeof IonCardHeaderComponent>({
  tagName: 'ion-card-header',
  elementClass: IonCardHeaderElement,
  defineCustomElement,
});
