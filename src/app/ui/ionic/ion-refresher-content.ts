import type { IonRefresherContent as IonRefresherContentComponent } from '@ionic/react';
import {
  IonRefresherContent as IonRefresherContentElement,
  defineCustomElement,
} from '@ionic/core/components/ion-refresher-content.js';
import { wrapIonicElement } from './wrap.ts';

export const IonRefresherContent = wrapIonicElement<typeof IonRefresherContentComponent>({
  tagName: 'ion-refresher-content',
  elementClass: IonRefresherContentElement,
  defineCustomElement,
});
