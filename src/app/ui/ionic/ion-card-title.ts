import type { IonCardTitle as IonCardTitleComponent } from '@ionic/react';
import {
  IonCardTitle as IonCardTitleElement,
  defineCustomElement,
} from '@ionic/core/components/ion-card-title.js';
import { wrapIonicElement } from './wrap.ts';

export const IonCardTitle = wrapIonicElement<typeof IonCardTitleComponent>({
  tagName: 'ion-card-title',
  elementClass: IonCardTitleElement,
  defineCustomElement,
});
