import type { IonNote as IonNoteComponent } from '@ionic/react';
import { IonNote as IonNoteElement, defineCustomElement } from '@ionic/core/components/ion-note.js';
import { wrapIonicElement } from './wrap.ts';

export const IonNote = wrapIonicElement<typeof IonNoteComponent>({
  tagName: 'ion-note',
  elementClass: IonNoteElement,
  defineCustomElement,
});
