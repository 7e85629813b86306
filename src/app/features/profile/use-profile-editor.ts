import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Session } from '@core/identity/account-service.ts';
import { generateAvatar } from '@core/identity/avatar.ts';
import { debug } from '@core/util/log.ts';
import { useCore } from '../../boot/core-context.ts';
import { useToast } from '../../ui/use-toast.ts';
import { refusalKey } from '../../ui/use-refusal-text.ts';
import { useAccountAction } from '../auth/public.ts';
import { imageFileToAvatar } from './avatar-image.ts';

const log = debug('profile');

/** Draft of the own profile (alias, avatar, signature) saved through the account service. */
export function useProfileEditor(session: Session) {
  const { account } = useCore();
  const { t } = useTranslation(['profile', 'auth']);
  const toast = useToast();
  const [alias, setAlias] = useState(session.alias);
  const [avatar, setAvatar] = useState(session.avatar);
  const [variant, setVariant] = useState(0);
  // The session does not carry the signature: it is read from the account, and sent once edited.
  const [savedSignature, setSavedSignature] = useState('');
  const [signatureDraft, setSignatureDraft] = useState<string | null>(null);
  const signature = signatureDraft ?? savedSignature;
  const signatureEdited = signatureDraft !== null && signatureDraft.trim() !== savedSignature;

  const dirty = alias.trim() !== session.alias || avatar !== session.avatar || signatureEdited;

  useEffect(() => {
    let live = true;
    account.signature().then(
      (saved) => {
        if (live) setSavedSignature(saved);
      },
      (error: unknown) => log('reading my signature failed: %o', error),
    );
    return () => {
      live = false;
    };
  }, [account, session.pub]);

  function regenerateAvatar() {
    const next = variant + 1;
    setVariant(next);
    setAvatar(generateAvatar(session.pub, next));
  }

  async function chooseImage(file: File | undefined) {
    const result = await imageFileToAvatar(file);
    if (result.ok) setAvatar(result.value);
    else toast(t(refusalKey('account', result.error)), { color: 'danger' });
  }

  function editSignature(value: string) {
    setSignatureDraft(value);
  }

  const saving = useAccountAction(
    'saving my profile',
    () =>
      account.updateProfile({
        alias,
        avatar,
        ...(signatureEdited ? { signature: signature.trim() } : {}),
      }),
    (saved: Session) => {
      setAlias(saved.alias);
      if (signatureEdited) setSavedSignature(signature.trim());
      setSignatureDraft(null);
      toast(t('updated'), { color: 'success' });
    },
  );

  return {
    alias,
    setAlias,
    avatar,
    regenerateAvatar,
    chooseImage,
    signature,
    editSignature,
    dirty,
    busy: saving.busy,
    errorKey: saving.errorKey,
    save: saving.run,
  };
}
