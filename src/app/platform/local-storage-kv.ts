import type { KeyValueStore } from '@core/store/kv.ts';

/** Preferences in localStorage; a full or blocked storage must not break the app, so writes are best effort. */
export const localStorageKeyValueStore: KeyValueStore = {
  get: (key) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set: (key, value) => {
    try {
      localStorage.setItem(key, value);
    } catch (error) {
      console.warn('preference not saved', key, error);
    }
  },
  remove: (key) => {
    try {
      localStorage.removeItem(key);
    } catch {
      // nothing stored, nothing to remove
    }
  },
};
