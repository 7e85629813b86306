import { IonIcon } from '@ionic/react';
import { imageOutline } from 'ionicons/icons';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { IonInput } from '../../ui/ionic/ion-input.ts';
import { IonTextarea } from '../../ui/ionic/ion-textarea.ts';
import type { Session } from '@core/identity/account-service.ts';
import { AvatarPicker } from '../../ui/avatar-picker.tsx';
import { BusyLabel } from '../../ui/busy-label.tsx';
import { MAX_ALIAS_LENGTH } from '../auth/public.ts';
import { CopyButton } from '../../ui/copy-button.tsx';
import { useProfileEditor } from './use-profile-editor.ts';

export const MAX_SIGNATURE_LENGTH = 150;

/** Own alias, avatar and signature, with the ID to copy. */
export function ProfileForm({ session }: { session: Session }) {
  const { t } = useTranslation(['profile', 'auth']);
  const editor = useProfileEditor(session);
  const fileInput = useRef<HTMLInputElement>(null);
  const aliasError = editor.errorKey === 'auth:errors.aliasEmpty' ? t(editor.errorKey) : undefined;
  const { chooseImage } = editor;

  // The file dialog closed without a file: the avatar needs one ('Please select an avatar file
  // first.'). React names no `cancel` handler for inputs.
  useEffect(() => {
    const input = fileInput.current;
    if (!input) return;
    const cancelled = () => void chooseImage(undefined);
    input.addEventListener('cancel', cancelled);
    return () => input.removeEventListener('cancel', cancelled);
  }, [chooseImage]);

  return (
    <form
      noValidate
      className="account-form"
      aria-label={t('title')}
      onSubmit={(event) => {
        event.preventDefault();
        void editor.save();
      }}
    >
      <AvatarPicker src={editor.avatar} alt={t('avatarAlt')} onRegenerate={editor.regenerateAvatar}>
        <IonButton fill="outline" size="small" onClick={() => fileInput.current?.click()}>
          <IonIcon slot="start" icon={imageOutline} aria-hidden="true" />
          {t('chooseImage')}
        </IonButton>
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif,image/bmp"
          hidden
          onChange={(event) => {
            void chooseImage(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </AvatarPicker>
      <IonInput
        className={aliasError ? 'ion-invalid ion-touched' : undefined}
        label={t('alias')}
        labelPlacement="stacked"
        fill="outline"
        value={editor.alias}
        maxlength={MAX_ALIAS_LENGTH}
        counter
        required
        autocomplete="nickname"
        {...(aliasError ? { errorText: aliasError } : {})}
        onIonInput={(event) => editor.setAlias(event.detail.value ?? '')}
      />
      <IonTextarea
        label={t('signature')}
        labelPlacement="stacked"
        fill="outline"
        rows={3}
        autoGrow
        value={editor.signature}
        placeholder={t('signaturePlaceholder')}
        helperText={t('signatureHint')}
        maxlength={MAX_SIGNATURE_LENGTH}
        counter
        onIonInput={(event) => editor.editSignature(event.detail.value ?? '')}
      />
      <section className="account-section" aria-labelledby="profile-id-heading">
        <div className="account-key-row">
          <h2 id="profile-id-heading">{t('idLabel')}</h2>
          <CopyButton
            text={session.pub}
            label={t('copyId')}
            copiedMessage={t('idCopied')}
            duration={1_500}
          />
        </div>
        <code className="account-key">{session.pub}</code>
      </section>
      {editor.errorKey && !aliasError && (
        <p className="account-error" role="alert">
          {t(editor.errorKey)}
        </p>
      )}
      <IonButton type="submit" expand="block" disabled={editor.busy || !editor.dirty}>
        <BusyLabel busy={editor.busy} label={t('save')} busyLabel={t('saving')} />
      </IonButton>
    </form>
  );
}
