import type { IonListHeader as IonListHeaderComponent } from '@ionic/react';
import {
  IonListHeader as IonListHeaderElement,
  defineCustomElement,
} from '@ionic/core/components/ion-list-header.js';
import { wrapIonicElement } from './wrap.ts';

export const IonListHeader = wrapIonicElement<typeof IonListHeaderComponent>({
  tagName: 'ion-list-header',
  elementClass: IonListHeaderElement,
  defineCustomElement,
});
