import type { IonItemDivider as IonItemDividerComponent } from '@ionic/react';
import {
  IonItemDivider as IonItemDividerElement,
  defineCustomElement,
} from '@ionic/core/components/ion-item-divider.js';
import { wrapIonicElement } from './wrap.ts';

export const IonItemDivider = wrapIonicElement<typeof IonItemDividerComponent>({
  tagName: 'ion-item-divider',
  elementClass: IonItemDividerElement,
  defineCustomElement,
});
