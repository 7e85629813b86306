import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { IonCard } from '../../../ui/ionic/ion-card.ts';
import { IonCardContent } from '../../../ui/ionic/ion-card-content.ts';
import type { AccountSummary } from '@core/identity/account-service.ts';
import { Avatar } from '../../../ui/avatar.tsx';
import { shortenId } from '../short-id.ts';
import { useLogin } from '../use-login.ts';
import { BusyLabel } from '../../../ui/busy-label.tsx';
import { KeepSignedInCheckbox } from './keep-signed-in-checkbox.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';

export interface UnlockCardProps {
  account: AccountSummary;
  onForgotPassword: () => void;
}

/** Logging in to the account stored on this device: its face, its ID and the password. */
export function UnlockCard({ account, onForgotPassword }: UnlockCardProps) {
  const { t } = useTranslation('auth');
  const { busy, errorKey, login } = useLogin();
  const [password, setPassword] = useState('');
  const [keepSignedIn, setKeepSignedIn] = useState(true);
  const submit = () => void login(password, keepSignedIn);

  return (
    <IonCard className="account-card">
      <IonCardContent>
        <div className="account-identity">
          <Avatar src={account.avatar} alt={account.alias} size={64} />
          <div>
            <h2>{account.alias}</h2>
            <p title={account.pub}>{t('login.idLabel', { id: shortenId(account.pub) })}</p>
          </div>
        </div>
        <form
          noValidate
          className="account-form"
          aria-label={t('login.submit')}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <p className="account-hint">{t('login.unlockHint')}</p>
          {/* Lets password managers file the password under this account's ID. */}
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={account.pub}
            readOnly
            hidden
          />
          <PasswordField
            label={t('login.password')}
            value={password}
            onChange={setPassword}
            onEnter={submit}
            autocomplete="current-password"
            autofocus
            {...(errorKey ? { errorText: t(errorKey) } : {})}
          />
          <KeepSignedInCheckbox checked={keepSignedIn} onChange={setKeepSignedIn} />
          <IonButton type="submit" expand="block" disabled={busy}>
            <BusyLabel busy={busy} label={t('login.submit')} busyLabel={t('login.loggingIn')} />
          </IonButton>
        </form>
        <IonButton fill="clear" size="small" expand="block" onClick={onForgotPassword}>
          {t('login.forgotPassword')}
        </IonButton>
      </IonCardContent>
    </IonCard>
  );
}
