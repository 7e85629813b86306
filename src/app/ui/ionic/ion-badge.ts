import type { IonBadge as IonBadgeComponent } from '@ionic/react';
import {
  IonBadge as IonBadgeElement,
  defineCustomElement,
} from '@ionic/core/components/ion-badge.js';
import { wrapIonicElement } from './wrap.ts';

export const IonBadge = wrapIonicElement<typeof IonBadgeComponent>({
  tagName: 'ion-badge',
  elementClass: IonBadgeElement,
  defineCustomElement,
});
