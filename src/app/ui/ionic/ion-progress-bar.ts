import type { IonProgressBar as IonProgressBarComponent } from '@ionic/react';
import {
  IonProgressBar as IonProgressBarElement,
  defineCustomElement,
} from '@ionic/core/components/ion-progress-bar.js';
import { wrapIonicElement } from './wrap.ts';

export const IonProgressBar = wrapIonicElement<typeof IonProgressBarComponent>({
  tagName: 'ion-progress-bar',
  elementClass: IonProgressBarElement,
  defineCustomElement,
});
