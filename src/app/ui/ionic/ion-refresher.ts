import type { IonRefresher as IonRefresherComponent } from '@ionic/react';
import {
  IonRefresher as IonRefresherElement,
  defineCustomElement,
} from '@ionic/core/components/ion-refresher.js';
import { wrapIonicElement } from './wrap.ts';

export const IonRefresher = wrapIonicElement<typeof IonRefresherComponent>({
  tagName: 'ion-refresher',
  elementClass: IonRefresherElement,
  events: {
    onIonRefresh: 'ionRefresh',
    onIonPull: 'ionPull',
    onIonStart: 'ionStart',
    onIonPullStart: 'ionPullStart',
    onIonPullEnd: 'ionPullEnd',
  },
  defineCustomElement,
});
