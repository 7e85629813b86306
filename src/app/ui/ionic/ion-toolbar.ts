import type { IonToolbar as IonToolbarComponent } from '@ionic/react';
import {
  IonToolbar as IonToolbarElement,
  defineCustomElement,
} from '@ionic/core/components/ion-toolbar.js';
import { wrapIonicElement } from './wrap.ts';

export const IonToolbar = wrapIonicElement<typeof IonToolbarComponent>({
  tagName: 'ion-toolbar',
  elementClass: IonToolbarElement,
  defineCustomElement,
});
