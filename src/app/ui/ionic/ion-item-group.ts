import type { IonItemGroup as IonItemGroupComponent } from '@ionic/react';
import {
  IonItemGroup as IonItemGroupElement,
  defineCustomElement,
} from '@ionic/core/components/ion-item-group.js';
import { wrapIonicElement } from './wrap.ts';

export const IonItemGroup = wrapIonicElement<typeof IonItemGroupComponent>({
  tagName: 'ion-item-group',
  elementClass: IonItemGroupElement,
  defineCustomElement,
});
