import type { IonSearchbar as IonSearchbarComponent } from '@ionic/react';
import {
  IonSearchbar as IonSearchbarElement,
  defineCustomElement,
} from '@ionic/core/components/ion-searchbar.js';
import { useEffect, useRef, type ComponentProps } from 'react';
import { wrapIonicElement } from './wrap.ts';

const WrappedSearchbar = wrapIonicElement<typeof IonSearchbarComponent>({
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

/**
 * Ionic's searchbar, whose text box is named by the searchbar's `aria-label`. Ionic names its
 * inner input "search text", in English, whatever the language, and passes no label down.
 */
export function IonSearchbar(props: ComponentProps<typeof IonSearchbarComponent>) {
  const searchbar = useRef<HTMLIonSearchbarElement>(null);
  const label = props['aria-label'];
  useEffect(() => {
    if (!label) return;
    let current = true;
    void searchbar.current?.getInputElement().then((input) => {
      if (current) input.setAttribute('aria-label', label);
    });
    return () => {
      current = false;
    };
  }, [label]);
  return <WrappedSearchbar {...props} ref={searchbar} />;
}
