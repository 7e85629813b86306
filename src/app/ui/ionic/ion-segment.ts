import type { IonSegment as IonSegmentComponent } from '@ionic/react';
import {
  IonSegment as IonSegmentElement,
  defineCustomElement,
} from '@ionic/core/components/ion-segment.js';
import { wrapIonicElement } from './wrap.ts';

export const IonSegment = wrapIonicElement<typeof IonSegmentComponent>({
  tagName: 'ion-segment',
  elementClass: IonSegmentElement,
  events: { onIonChange: 'ionChange' },
  defineCustomElement,
});
