import type { IonInput as IonInputComponent } from '@ionic/react';
import {
  IonInput as IonInputElement,
  defineCustomElement,
} from '@ionic/core/components/ion-input.js';
import { wrapIonicElement } from './wrap.ts';

export const IonInput = wrapIonicElement<typeof IonInputComponent>({
  tagName: 'ion-input',
  elementClass: IonInputElement,
  events: {
    onIonInput: 'ionInput',
    onIonChange: 'ionChange',
    onIonBlur: 'ionBlur',
    onIonFocus: 'ionFocus',
  },
  defineCustomElement,
});
