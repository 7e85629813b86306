import type { IonFooter as IonFooterComponent } from '@ionic/react';
import {
  IonFooter as IonFooterElement,
  defineCustomElement,
} from '@ionic/core/components/ion-footer.js';
import { wrapIonicElement } from './wrap.ts';

export const IonFooter = wrapIonicElement<typeof IonFooterComponent>({
  tagName: 'ion-footer',
  elementClass: IonFooterElement,
  defineCustomElement,
});
