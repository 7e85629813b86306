import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Session } from '../../../core/identity/account-service.ts';
import { generateAvatar } from '../../../core/identity/avatar.ts';
import { useCore } from '../../boot/core-context.ts';
import { useToast } from '../../ui/use-toast.ts';
import { errorTextKey, unexpectedError, type ErrorTextKey } from '../auth/error-texts.ts';
import { imageFileToAvatar } from './avatar-image.ts';

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
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<ErrorTextKey | null>(null);

  const dirty = alias.trim() !== session.alias || avatar !== session.avatar || signatureEdited;

  useEffect(() => {
    let live = true;
    account.signature().then(
      (saved) => {
        if (live) setSavedSignature(saved);
      },
      (error: unknown) => console.error('reading my signature failed', error),
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
    else toast(t(errorTextKey(result.error)), { color: 'danger' });
  }

  function editSignature(value: string) {
    setSignatureDraft(value);
  }

  async function save() {
    if (busy) return;
    setBusy(true);
    setErrorKey(null);
    try {
      const result = await account.updateProfile({
        alias,
        avatar,
        ...(signatureEdited ? { signature: signature.trim() } : {}),
      });
      if (result.ok) {
        setAlias(result.value.alias);
        if (signatureEdited) setSavedSignature(signature.trim());
        setSignatureDraft(null);
        toast(t('updated'), { color: 'success' });
      } else {
        setErrorKey(errorTextKey(result.error));
      }
    } catch (error) {
      setErrorKey(unexpectedError(error));
    } finally {
      setBusy(false);
    }
  }

  return {
    alias,
    setAlias,
    avatar,
    regenerateAvatar,
    chooseImage,
    signature,
    editSignature,
    dirty,
    busy,
    errorKey,
    save,
  };
}
