import { useCallback, useEffect, useState } from 'react';
import type { LocalServiceStatus } from '@core/ai/image-generation/image-generation-service.ts';
import { useImageGeneration } from './use-image-config.ts';

export type ServiceCheck =
  /** The local settings were never saved: nothing is probed until the user names the service. */
  { status: 'unset' } | { status: 'checking' } | ({ status: 'checked' } & LocalServiceStatus);

/**
 * The spec's service check: both local services, checked on opening, after the address is saved
 * and on Recheck. A browser probing a local port the user never named would only fail loudly.
 */
export function useLocalServices(
  stableDiffusionUrl: string,
  configured: boolean,
): { check: ServiceCheck; recheck: () => void } {
  const service = useImageGeneration();
  const [round, setRound] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; status: LocalServiceStatus } | null>(null);
  // Each address and each Recheck is a check of its own; only its own answer ends it.
  const key = `${round}\n${stableDiffusionUrl}`;
  useEffect(() => {
    if (!configured) return;
    let live = true;
    void service.checkLocalServices().then((status) => live && setAnswer({ key, status }));
    return () => {
      live = false;
    };
  }, [service, configured, key]);
  const recheck = useCallback(() => setRound((n) => n + 1), []);
  const check: ServiceCheck = !configured
    ? { status: 'unset' }
    : answer?.key === key
      ? { status: 'checked', ...answer.status }
      : { status: 'checking' };
  return { check, recheck };
}
