import type { IonCardSubtitle as IonCardSubtitleComponent } from '@ionic/react';
import {
  IonCardSubtitle as IonCardSubtitleElement,
  defineCustomElement,
} from '@ionic/core/components/ion-card-subtitle.js';
import { wrapIonicElement } from './wrap.ts';

export const IonCardSubtitle = wrapIonicElement<typeof IonCardSubtitleComponent>({
  tagName: 'ion-card-subtitle',
  elementClass: IonCardSubtitleElement,
  defineCustomElement,
});
