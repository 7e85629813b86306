import type { IonCardContent as IonCardContentComponent } from '@ionic/react';
import {
  IonCardContent as IonCardContentElement,
  defineCustomElement,
} from '@ionic/core/components/ion-card-content.js';
import { wrapIonicElement } from './wrap.ts';

export const IonCardContent = wrapIonicElement<typeof IonCardContentComponent>({
  tagName: 'ion-card-content',
  elementClass: IonCardContentElement,
  defineCustomElement,
});
