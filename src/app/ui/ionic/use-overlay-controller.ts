import type { OverlayEventDetail } from '@ionic/core/components';
import { useCallback, useRef } from 'react';

/** The callback @ionic/react's overlay hooks take beside the overlay's own options. */
export interface HookOverlayOptions {
  onDidDismiss?: (event: CustomEvent<OverlayEventDetail>) => void;
}

interface Overlay extends HTMLElement {
  present(): Promise<void>;
  dismiss(): Promise<boolean>;
}

interface OverlayController<Options> {
  create(options: Options): Promise<Overlay>;
}

export type PresentOverlay<Options> = (options: Options & HookOverlayOptions) => Promise<void>;

/**
 * What @ionic/react's `useIonAlert`, `useIonToast` and `useIonActionSheet` do, on Ionic's own
 * controllers: one overlay at a time (`present` while it shows does nothing), `dismiss` closes it.
 * Each overlay hook lives in a module of its own so its element ships only with the screens that
 * use it; @ionic/react's hooks would put every overlay in the chunk the login screen loads.
 */
export function useOverlayController<Options>(
  controller: OverlayController<Options>,
): [PresentOverlay<Options>, () => Promise<void>] {
  // The overlay being created or shown; pending until `create` resolves.
  const current = useRef<Promise<Overlay> | null>(null);

  const present = useCallback<PresentOverlay<Options>>(
    async ({ onDidDismiss, ...options }) => {
      if (current.current) return;
      const pending = controller.create(options as Options);
      current.current = pending;
      const overlay = await pending;
      // Dismissed while it was being created: it never shows.
      if (current.current !== pending) {
        overlay.remove();
        return;
      }
      overlay.addEventListener(
        'didDismiss',
        (event) => {
          if (current.current === pending) current.current = null;
          onDidDismiss?.(event as CustomEvent<OverlayEventDetail>);
        },
        { once: true },
      );
      await overlay.present();
    },
    [controller],
  );

  const dismiss = useCallback(async () => {
    const pending = current.current;
    current.current = null;
    if (pending) await (await pending).dismiss();
  }, []);

  return [present, dismiss];
}
