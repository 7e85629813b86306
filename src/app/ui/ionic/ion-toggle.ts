import type { IonToggle as IonToggleComponent } from '@ionic/react';
import {
  IonToggle as IonToggleElement,
  defineCustomElement,
} from '@ionic/core/components/ion-toggle.js';
import { wrapIonicElement } from './wrap.ts';

export const IonToggle = wrapIonicElement<typeof IonToggleComponent>({
  tagName: 'ion-toggle',
  elementClass: IonToggleElement,
  events: {
    onIonChange: 'ionChange',
    onIonFocus: 'ionFocus',
    onIonBlur: 'ionBlur',
  },
  defineCustomElement,
});
