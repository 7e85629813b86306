import type { IonAccordionGroup as IonAccordionGroupComponent } from '@ionic/react';
import {
  IonAccordionGroup as IonAccordionGroupElement,
  defineCustomElement,
} from '@ionic/core/components/ion-accordion-group.js';
import { wrapIonicElement } from './wrap.ts';

export const IonAccordionGroup = wrapIonicElement<typeof IonAccordionGroupComponent>({
  tagName: 'ion-accordion-group',
  elementClass: IonAccordionGroupElement,
  events: { onIonChange: 'ionChange' },
  defineCustomElement,
});
