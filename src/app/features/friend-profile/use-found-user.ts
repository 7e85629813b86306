import { useEffect, useState } from 'react';
import type { ContactErrorCode } from '@core/contacts/contact-errors.ts';
import type { FoundUser } from '@core/contacts/contact-types.ts';
import { debug } from '@core/util/log.ts';
import { useCore } from '../../boot/core-context.ts';

export type FoundUserState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly error: ContactErrorCode }
  | { readonly status: 'found'; readonly user: FoundUser };

const LOADING: FoundUserState = { status: 'loading' };

const log = debug('contacts');

/** The stranger profile's lookup (the user's signed space, with the spec's retries): once per pub. */
export function useFoundUser(pub: string): FoundUserState {
  const { contacts } = useCore();
  const [answer, setAnswer] = useState<{ pub: string; state: FoundUserState } | null>(null);

  useEffect(() => {
    let live = true;
    contacts.findUser(pub).then(
      (found) => {
        if (!live) return;
        const state: FoundUserState = found.ok
          ? { status: 'found', user: found.value }
          : { status: 'failed', error: found.error };
        setAnswer({ pub, state });
      },
      (error: unknown) => log('profile lookup failed: %o', error),
    );
    return () => {
      live = false;
    };
  }, [contacts, pub]);

  return answer?.pub === pub ? answer.state : LOADING;
}
