import type { IonTitle as IonTitleComponent } from '@ionic/react';
import {
  IonTitle as IonTitleElement,
  defineCustomElement,
} from '@ionic/core/components/ion-title.js';
import { wrapIonicElement } from './wrap.ts';

export const IonTitle = wrapIonicElement<typeof IonTitleComponent>({
  tagName: 'ion-title',
  elementClass: IonTitleElement,
  defineCustomElement,
});
