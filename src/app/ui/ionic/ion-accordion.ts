import type { IonAccordion as IonAccordionComponent } from '@ionic/react';
import {
  IonAccordion as IonAccordionElement,
  defineCustomElement,
} from '@ionic/core/components/ion-accordion.js';
import { wrapIonicElement } from './wrap.ts';

export const IonAccordion = wrapIonicElement<typeof IonAccordionComponent>({
  tagName: 'ion-accordion',
  elementClass: IonAccordionElement,
  defineCustomElement,
});
