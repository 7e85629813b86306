import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ImageGenerationService } from '@core/ai/image-generation/image-generation-service.ts';
import type { HostedImageConfig } from '@core/ai/image-generation/hosted-config.ts';
import type { LocalImageConfig } from '@core/ai/image-generation/local-config.ts';
import { debug } from '@core/util/log.ts';
import { useCore } from '../../../boot/core-context.ts';

const log = debug('ai:image');

export const useImageGeneration = (): ImageGenerationService => useCore().ai.imageGeneration;

/** Whether the stored settings have been read since the modal opened. */
export function useImageConfigLoaded(): boolean {
  const service = useImageGeneration();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    service
      .load()
      .catch((error: unknown) => log('reading the image settings failed: %o', error))
      .finally(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [service]);
  return loaded;
}

/** The saved hosted settings (model, API URL, key), live. */
export function useHostedConfig(): HostedImageConfig {
  const { hosted } = useImageGeneration();
  return useSyncExternalStore(
    (notify) => hosted.subscribe(notify),
    () => hosted.current,
  );
}

/** The saved local settings (service URL, prompt model and its switch, checkpoint), live. */
export function useLocalConfig(): LocalImageConfig {
  const { local } = useImageGeneration();
  return useSyncExternalStore(
    (notify) => local.subscribe(notify),
    () => local.current,
  );
}
