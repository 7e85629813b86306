import { useSyncExternalStore } from 'react';
import type { ImageSettings } from '@core/ai/image-settings.ts';
import { useCore } from '../../../boot/core-context.ts';

/** The saved image settings (maximum size, auto-resize), live. */
export function useImageSettings(): ImageSettings {
  const { ai } = useCore();
  return useSyncExternalStore(
    (notify) => ai.images.subscribe(notify),
    () => ai.images.current,
  );
}
