import type { IonTextarea as IonTextareaComponent } from '@ionic/react';
import {
  IonTextarea as IonTextareaElement,
  defineCustomElement,
} from '@ionic/core/components/ion-textarea.js';
import { wrapIonicElement } from './wrap.ts';

export const IonTextarea = wrapIonicElement<typeof IonTextareaComponent>({
  tagName: 'ion-textarea',
  elementClass: IonTextareaElement,
  events: {
    onIonChange: 'ionChange',
    onIonInput: 'ionInput',
    onIonBlur: 'ionBlur',
    onIonFocus: 'ionFocus',
  },
  defineCustomElement,
});
