import type { IonRadioGroup as IonRadioGroupComponent } from '@ionic/react';
import {
  IonRadioGroup as IonRadioGroupElement,
  defineCustomElement,
} from '@ionic/core/components/ion-radio-group.js';
import { wrapIonicElement } from './wrap.ts';

export const IonRadioGroup = wrapIonicElement<typeof IonRadioGroupComponent>({
  tagName: 'ion-radio-group',
  elementClass: IonRadioGroupElement,
  events: { onIonChange: 'ionChange' },
  defineCustomElement,
});
