import type { IonButtons as IonButtonsComponent } from '@ionic/react';
import {
  IonButtons as IonButtonsElement,
  defineCustomElement,
} from '@ionic/core/components/ion-buttons.js';
import { wrapIonicElement } from './wrap.ts';

export const IonButtons = wrapIonicElement<typeof IonButtonsComponent>({
  tagName: 'ion-buttons',
  elementClass: IonButtonsElement,
  defineCustomElement,
});
