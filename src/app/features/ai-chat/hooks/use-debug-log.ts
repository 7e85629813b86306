import { useCallback, useState, useSyncExternalStore } from 'react';
import type { DebugEntry } from '@core/ai/debug-log.ts';
import { useCore } from '../../../boot/core-context.ts';

export interface DebugLogView {
  entries: readonly DebugEntry[];
  enabled: boolean;
  setEnabled: (enabled: boolean) => void;
  clear: () => void;
}

/** The debug panel's log: at most 20 entries, recorded while debug mode is on. */
export function useDebugLog(): DebugLogView {
  const { ai } = useCore();
  const log = ai.debugLog;
  const entries = useSyncExternalStore(
    (notify) => log.subscribe(notify),
    () => log.entries,
  );
  // Switching debug mode tells no listener: the switch keeps what it was set to.
  const [enabled, setEnabledState] = useState(log.enabled);
  const setEnabled = useCallback(
    (next: boolean) => {
      log.setEnabled(next);
      setEnabledState(next);
    },
    [log],
  );
  const clear = useCallback(() => log.clear(), [log]);
  return { entries, enabled, setEnabled, clear };
}
