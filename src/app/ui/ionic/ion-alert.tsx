import type { AlertOptions } from '@ionic/core/components';
import { useEffect, useRef } from 'react';
import { useIonAlert } from './use-ion-alert.ts';
import type { HookOverlayOptions } from './use-overlay-controller.ts';

export type IonAlertProps = AlertOptions & HookOverlayOptions & { isOpen: boolean };

/**
 * @ionic/react's `IonAlert` for how the app uses it: shown while `isOpen`, with the options it had
 * when it opened; `onDidDismiss` reports every way it closed.
 */
export function IonAlert({ isOpen, ...options }: IonAlertProps) {
  const [present, dismiss] = useIonAlert();
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    if (!isOpen) return;
    void present(latest.current);
    return () => void dismiss();
  }, [isOpen, present, dismiss]);
  return null;
}
