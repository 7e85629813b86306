import type { IonSegmentButton as IonSegmentButtonComponent } from '@ionic/react';
import {
  IonSegmentButton as IonSegmentButtonElement,
  defineCustomElement,
} from '@ionic/core/components/ion-segment-button.js';
import { wrapIonicElement } from './wrap.ts';

export const IonSegmentButton = wrapIonicElement<typeof IonSegmentButtonComponent>({
  tagName: 'ion-segment-button',
  elementClass: IonSegmentButtonElement,
  defineCustomElement,
});
