import type { IonInfiniteScrollContent as IonInfiniteScrollContentComponent } from '@ionic/react';
import {
  IonInfiniteScrollContent as IonInfiniteScrollContentElement,
  defineCustomElement,
} from '@ionic/core/components/ion-infinite-scroll-content.js';
import { wrapIonicElement } from './wrap.ts';

export const IonInfiniteScrollContent = wrapIonicElement<typeof IonInfiniteScrollContentComponent>({
  tagName: 'ion-infinite-scroll-content',
  elementClass: IonInfiniteScrollContentElement,
  defineCustomElement,
});
