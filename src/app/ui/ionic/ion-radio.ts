import type { IonRadio as IonRadioComponent } from '@ionic/react';
import {
  IonRadio as IonRadioElement,
  defineCustomElement,
} from '@ionic/core/components/ion-radio.js';
import { wrapIonicElement } from './wrap.ts';

export const IonRadio = wrapIonicElement<typeof IonRadioComponent>({
  tagName: 'ion-radio',
  elementClass: IonRadioElement,
  events: {
    onIonFocus: 'ionFocus',
    onIonBlur: 'ionBlur',
  },
  defineCustomElement,
});
