import { useEffect, useState, type RefObject } from 'react';
import { debug } from '@core/util/log.ts';

const log = debug('ui');

/**
 * The scrolling element of the IonContent around `inside` (it lives in the content's shadow
 * root), for a virtual list that scrolls with the rest of the screen; null until Ionic has it.
 */
export function useScrollParent(inside: RefObject<HTMLElement | null>): HTMLElement | null {
  const [parent, setParent] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const content = inside.current?.closest('ion-content');
    if (!content) return;
    let live = true;
    content.getScrollElement().then(
      (element) => {
        if (live) setParent(element);
      },
      (error: unknown) => log('finding the scroll element failed: %o', error),
    );
    return () => {
      live = false;
    };
  }, [inside]);
  return parent;
}
