import { useSyncExternalStore } from 'react';
import type { SoundSettings, SoundSettingsStore } from '@core/settings/sound-settings.ts';
import { useCore } from '../../boot/core-context.ts';

/** This device's click-sound settings, followed as they change, with the store that sets them. */
export function useSoundSettings(): { settings: SoundSettings; store: SoundSettingsStore } {
  const { sounds } = useCore();
  const settings = useSyncExternalStore(
    (notify) => sounds.subscribe(notify),
    () => sounds.get(),
  );
  return { settings, store: sounds };
}
