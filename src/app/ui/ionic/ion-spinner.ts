import type { IonSpinner as IonSpinnerComponent } from '@ionic/react';
import {
  IonSpinner as IonSpinnerElement,
  defineCustomElement,
} from '@ionic/core/components/ion-spinner.js';
import { wrapIonicElement } from './wrap.ts';

export const IonSpinner = wrapIonicElement<typeof IonSpinnerComponent>({
  tagName: 'ion-spinner',
  elementClass: IonSpinnerElement,
  defineCustomElement,
});
