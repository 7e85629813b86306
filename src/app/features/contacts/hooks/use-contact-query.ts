import { useCallback, useEffect, useState } from 'react';
import type { ContactService } from '../../../../core/contacts/contact-service.ts';
import { useCore, useSession } from '../../../boot/core-context.ts';

export interface ContactQuery<T> {
  readonly value: T;
  /** False until the first read has answered (screens show a spinner, not an empty state). */
  readonly loaded: boolean;
  readonly reload: () => void;
}

interface Answer<T> {
  readonly value: T;
  readonly read: unknown;
  readonly me: string | null;
}

/**
 * Reads something from the contacts core and reads it again on every contacts event: the core
 * tells what changed, screens simply re-read (local SQLite, cheap). `read` must be stable
 * (module-level or useCallback); a change of it or of the signed-in user reads afresh.
 */
export function useContactQuery<T>(
  read: (contacts: ContactService) => Promise<T>,
  initial: T,
): ContactQuery<T> {
  const { contacts } = useCore();
  const me = useSession()?.pub ?? null;
  const [state, setState] = useState<Answer<T> | null>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let live = true;
    let latest = 0;
    const load = () => {
      const mine = ++latest;
      read(contacts).then(
        (value) => {
          // Only the newest read may land: an older, slower one would show stale data.
          if (live && mine === latest) setState({ value, read, me });
        },
        (error: unknown) => console.error('contacts read failed', error),
      );
    };
    load();
    const unsubscribe = contacts.subscribe(load);
    return () => {
      live = false;
      unsubscribe();
    };
  }, [contacts, read, me, generation]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  // An answer to another question (another pub, another user) is not shown while the new one loads.
  const current = state !== null && state.read === read && state.me === me;
  return { value: current ? state.value : initial, loaded: current, reload };
}
