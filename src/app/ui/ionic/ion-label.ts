import type { IonLabel as IonLabelComponent } from '@ionic/react';
import {
  IonLabel as IonLabelElement,
  defineCustomElement,
} from '@ionic/core/components/ion-label.js';
import { wrapIonicElement } from './wrap.ts';

export const IonLabel = wrapIonicElement<typeof IonLabelComponent>({
  tagName: 'ion-label',
  elementClass: IonLabelElement,
  defineCustomElement,
});
