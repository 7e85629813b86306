import type { IonHeader as IonHeaderComponent } from '@ionic/react';
import {
  IonHeader as IonHeaderElement,
  defineCustomElement,
} from '@ionic/core/components/ion-header.js';
import { wrapIonicElement } from './wrap.ts';

export const IonHeader = wrapIonicElement<typeof IonHeaderComponent>({
  tagName: 'ion-header',
  elementClass: IonHeaderElement,
  defineCustomElement,
});
