import type { IonSearchbar as IonSearchbarComponent } from '@ionic/react';
import {
  IonSearchbar as IonSearchbarElement,
  defineCustomElement,
} from '@ionic/core/components/ion-searchbar.js';
import { wrapIonicElement } from './wrap.ts';

export const IonSearchbar = wrapIonicElement<typeof IonSearchbarComponent>({
  tagName: 'ion-searchbar',
  elementClass: IonSearchbarElement,
  events: {
    onIonInput: 'ionInput',
    onIonChange: 'ionChange',
    onIonCancel: 'ionCancel',
    onIonClear: 'ionClear',
    onIonBlur: 'ionBlur',
    onIonFocus: 'ionFocus',
  },
  defineCustomElement,
});
