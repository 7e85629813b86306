import { useCallback, useEffect, useState } from 'react';
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
  const [entries, setEntries] = useState<readonly DebugEntry[]>(() => log.entries);
  const [enabled, setEnabledState] = useState(log.enabled);
  useEffect(() => log.subscribe(setEntries), [log]);
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
