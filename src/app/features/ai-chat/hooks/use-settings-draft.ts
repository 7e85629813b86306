import { useCallback, useState } from 'react';

export interface SettingsDraft<T> {
  /** The saved values with the changes on top. */
  value: T;
  changes: Partial<T>;
  /** The spec's unsaved flag: any change sets it, Save (reset) clears it. */
  unsaved: boolean;
  change: (patch: Partial<T>) => void;
  reset: () => void;
}

/** Changes to saved settings, kept apart until the user saves them. */
export function useSettingsDraft<T extends object>(saved: T): SettingsDraft<T> {
  const [changes, setChanges] = useState<Partial<T>>({});
  const change = useCallback((patch: Partial<T>) => setChanges((c) => ({ ...c, ...patch })), []);
  const reset = useCallback(() => setChanges({}), []);
  return {
    value: { ...saved, ...changes },
    changes,
    unsaved: Object.keys(changes).length > 0,
    change,
    reset,
  };
}
