import type { IonRange as IonRangeComponent } from '@ionic/react';
import {
  IonRange as IonRangeElement,
  defineCustomElement,
} from '@ionic/core/components/ion-range.js';
import { wrapIonicElement } from './wrap.ts';

export const IonRange = wrapIonicElement<typeof IonRangeComponent>({
  tagName: 'ion-range',
  elementClass: IonRangeElement,
  events: {
    onIonChange: 'ionChange',
    onIonInput: 'ionInput',
    onIonFocus: 'ionFocus',
    onIonBlur: 'ionBlur',
    onIonKnobMoveStart: 'ionKnobMoveStart',
    onIonKnobMoveEnd: 'ionKnobMoveEnd',
  },
  defineCustomElement,
});
