import { useIonRouter } from '@ionic/react';
import { useState } from 'react';
import { ContactError } from '@core/contacts/contact-errors.ts';
import { normaliseUserId } from '@core/contacts/profile-lookup.ts';
import { isPublicKey } from '@core/crypto/sea-keys.ts';
import { useCore, useSession } from '../../boot/core-context.ts';
import { useAction } from '../../ui/use-action.ts';
import { useRefusalText } from '../../ui/use-refusal-text.ts';
import { friendProfilePath, MY_PROFILE_PATH, strangerProfilePath } from '../contacts/public.ts';

export interface FindUser {
  readonly busy: boolean;
  /** The inline error under the ID input ('Publickey is null', …), translated. */
  readonly error: string | null;
  readonly search: (input: string) => Promise<void>;
  readonly clearError: () => void;
}

/**
 * Spec 5 "Add friend (page)": a blank ID gives 'Publickey is null', a 'pubkey:' prefix is dropped,
 * a friend opens the friend profile, anyone else the stranger profile, which fetches the profile
 * itself (so the page does not wait for the network here).
 */
export function useFindUser(): FindUser {
  const { contacts } = useCore();
  const me = useSession()?.pub ?? null;
  const router = useIonRouter();
  const refusalText = useRefusalText();
  const [error, setError] = useState<string | null>(null);
  const openProfile = useAction(
    async (pub: string) => {
      const friend = await contacts.friend(pub);
      router.push(friend ? friendProfilePath(pub) : strangerProfilePath(pub));
    },
    { what: 'finding a user' },
  );

  async function search(input: string) {
    const pub = normaliseUserId(input);
    if (pub === '') return setError(refusalText('contacts', ContactError.publicKeyNull));
    if (!isPublicKey(pub)) return setError(refusalText('contacts', ContactError.invalidPublicKey));
    setError(null);
    if (pub === me) return router.push(MY_PROFILE_PATH);
    await openProfile.run(pub);
  }

  return { busy: openProfile.busy, error, search, clearError: () => setError(null) };
}
