import type { IonInfiniteScroll as IonInfiniteScrollComponent } from '@ionic/react';
import {
  IonInfiniteScroll as IonInfiniteScrollElement,
  defineCustomElement,
} from '@ionic/core/components/ion-infinite-scroll.js';
import { wrapIonicElement } from './wrap.ts';

export const IonInfiniteScroll = wrapIonicElement<typeof IonInfiniteScrollComponent>({
  tagName: 'ion-infinite-scroll',
  elementClass: IonInfiniteScrollElement,
  events: { onIonInfinite: 'ionInfinite' },
  defineCustomElement,
});
