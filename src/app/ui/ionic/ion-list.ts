import type { IonList as IonListComponent } from '@ionic/react';
import { IonList as IonListElement, defineCustomElement } from '@ionic/core/components/ion-list.js';
import { wrapIonicElement } from './wrap.ts';

export const IonList = wrapIonicElement<typeof IonListComponent>({
  tagName: 'ion-list',
  elementClass: IonListElement,
  defineCustomElement,
});
