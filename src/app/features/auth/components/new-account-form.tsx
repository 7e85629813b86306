import { IonIcon } from '@ionic/react';
import { lockClosedOutline, warningOutline } from 'ionicons/icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { IonInput } from '../../../ui/ionic/ion-input.ts';
import type { KeyPair } from '@core/crypto/sea.ts';
import { MIN_PASSWORD_LENGTH } from '@core/identity/account-service.ts';
import { generateAvatar } from '@core/identity/avatar.ts';
import { usePreference } from '../../../boot/core-context.ts';
import { ThemePicker } from '../../../themes/theme-picker.tsx';
import { CopyButton } from '../../../ui/copy-button.tsx';
import { checkNewAccount, hasProblems, MAX_ALIAS_LENGTH } from '../new-account-rules.ts';
import { useCreateAccount } from '../use-create-account.ts';
import { AgreementModal } from './agreement-modal.tsx';
import { AgreementNotice } from './agreement-notice.tsx';
import { AvatarPicker } from '../../../ui/avatar-picker.tsx';
import { BusyLabel } from '../../../ui/busy-label.tsx';
import { KeepSignedInCheckbox } from './keep-signed-in-checkbox.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';
import { refusalKey } from '../../../ui/use-refusal-text.ts';

export interface NewAccountFormProps {
  pair: KeyPair;
  /** Alias of the account this device already holds, which the new one replaces. */
  replacesAlias: string | null;
}

type AgreementView = 'closed' | 'read' | 'confirm';

/** Name, avatar, theme and password for a freshly generated key pair; Accept creates the account. */
export function NewAccountForm({ pair, replacesAlias }: NewAccountFormProps) {
  const { t } = useTranslation('auth');
  const [variant, setVariant] = useState(0);
  const avatar = useMemo(() => generateAvatar(pair.pub, variant), [pair.pub, variant]);
  const [alias, setAlias] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [keepSignedIn, setKeepSignedIn] = useState(true);
  // Problems show once the user tried to continue, then follow every keystroke.
  const [reviewed, setReviewed] = useState(false);
  const [agreement, setAgreement] = useState<AgreementView>('closed');
  const [theme, setTheme] = usePreference('theme');
  const { busy, errorKey, create } = useCreateAccount();
  const problems = reviewed ? checkNewAccount({ alias, password, confirmation }) : {};

  function review() {
    setReviewed(true);
    if (!hasProblems(checkNewAccount({ alias, password, confirmation }))) setAgreement('confirm');
  }

  function accept() {
    setAgreement('closed');
    void create({ pair, alias, avatar, password, keepSignedIn });
  }

  const aliasError = problems.alias && t(refusalKey('account', problems.alias));
  const passwordError =
    problems.password === 'password-too-short'
      ? t(refusalKey('account', problems.password))
      : undefined;
  const confirmError =
    problems.password === 'password-mismatch'
      ? t(refusalKey('account', problems.password))
      : undefined;

  return (
    <form
      noValidate
      className="account-form"
      aria-label={t('create.title')}
      onSubmit={(event) => {
        event.preventDefault();
        review();
      }}
    >
      {replacesAlias !== null && (
        <p className="account-callout warning">
          <IonIcon icon={warningOutline} aria-hidden="true" />
          <span>{t('create.replaceWarning', { alias: replacesAlias })}</span>
        </p>
      )}
      <AvatarPicker
        src={avatar}
        alt={t('create.avatarAlt')}
        onRegenerate={() => setVariant((n) => n + 1)}
      />
      <section className="account-section" aria-labelledby="new-id-heading">
        <div className="account-key-row">
          <h2 id="new-id-heading">{t('create.idLabel')}</h2>
          <CopyButton
            text={pair.pub}
            label={t('create.copyId')}
            copiedMessage={t('create.idCopied')}
            duration={1_500}
          />
        </div>
        <code className="account-key">{pair.pub}</code>
        <p className="account-hint">{t('create.idHint')}</p>
      </section>
      <IonInput
        className={aliasError ? 'ion-invalid ion-touched' : undefined}
        label={t('create.alias')}
        labelPlacement="stacked"
        fill="outline"
        placeholder={t('create.aliasPlaceholder')}
        value={alias}
        maxlength={MAX_ALIAS_LENGTH}
        counter
        required
        autocomplete="nickname"
        {...(aliasError ? { errorText: aliasError } : {})}
        onIonInput={(event) => setAlias(event.detail.value ?? '')}
      />
      <section className="account-section" aria-labelledby="new-theme-heading">
        <h2 id="new-theme-heading">{t('create.theme')}</h2>
        <ThemePicker value={theme} onChange={setTheme} />
      </section>
      {/* Lets password managers file the new password under this ID. */}
      <input type="text" name="username" autoComplete="username" value={pair.pub} readOnly hidden />
      <PasswordField
        label={t('create.password')}
        value={password}
        onChange={setPassword}
        onEnter={review}
        autocomplete="new-password"
        helperText={t('create.passwordHint', { min: MIN_PASSWORD_LENGTH })}
        {...(passwordError ? { errorText: passwordError } : {})}
      />
      <PasswordField
        label={t('create.confirmPassword')}
        value={confirmation}
        onChange={setConfirmation}
        onEnter={review}
        autocomplete="new-password"
        {...(confirmError ? { errorText: confirmError } : {})}
      />
      <p className="account-callout">
        <IonIcon icon={lockClosedOutline} aria-hidden="true" />
        <span>{t('create.storageNote')}</span>
      </p>
      <KeepSignedInCheckbox checked={keepSignedIn} onChange={setKeepSignedIn} />
      {errorKey && (
        <p className="account-error" role="alert">
          {t(errorKey)}
        </p>
      )}
      <IonButton type="submit" expand="block" disabled={busy}>
        <BusyLabel busy={busy} label={t('create.submit')} busyLabel={t('create.creating')} />
      </IonButton>
      <AgreementNotice text="createNotice" onOpenAgreement={() => setAgreement('read')} />
      <AgreementModal
        isOpen={agreement !== 'closed'}
        {...(agreement === 'confirm' ? { onAccept: accept } : {})}
        onDismiss={() => setAgreement('closed')}
      />
    </form>
  );
}
