import type { IonAvatar as IonAvatarComponent } from '@ionic/react';
import {
  IonAvatar as IonAvatarElement,
  defineCustomElement,
} from '@ionic/core/components/ion-avatar.js';
import { wrapIonicElement } from './wrap.ts';

export const IonAvatar = wrapIonicElement<typeof IonAvatarComponent>({
  tagName: 'ion-avatar',
  elementClass: IonAvatarElement,
  defineCustomElement,
});
