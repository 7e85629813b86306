import type { IonCheckbox as IonCheckboxComponent } from '@ionic/react';
import {
  IonCheckbox as IonCheckboxElement,
  defineCustomElement,
} from '@ionic/core/components/ion-checkbox.js';
import { wrapIonicElement } from './wrap.ts';

export const IonCheckbox = wrapIonicElement<typeof IonCheckboxComponent>({
  tagName: 'ion-checkbox',
  elementClass: IonCheckboxElement,
  events: {
    onIonChange: 'ionChange',
    onIonFocus: 'ionFocus',
    onIonBlur: 'ionBlur',
  },
  defineCustomElement,
});
