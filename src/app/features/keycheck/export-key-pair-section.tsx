import { IonIcon } from '@ionic/react';
import {
  downloadOutline,
  keyOutline,
  shieldCheckmarkOutline,
  warningOutline,
} from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { MIN_PASSPHRASE_LENGTH } from '@core/identity/account-service.ts';
import { BusyLabel } from '../../ui/busy-label.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { CopyButton } from '../../ui/copy-button.tsx';
import { useToast } from '../../ui/use-toast.ts';
import { downloadTextFile } from '../../ui/download-file.ts';
import { keyPairFileName } from './key-pair-file.ts';
import { passphraseStrength, type PassphraseStrength } from './passphrase-strength.ts';
import { useKeyPairExport } from './use-key-pair-export.ts';

const STRENGTH_KEYS = {
  'too-short': 'strength.tooShort',
  weak: 'strength.weak',
  fair: 'strength.fair',
  strong: 'strength.strong',
} as const satisfies Record<PassphraseStrength, `strength.${string}`>;

/**
 * Export: a passphrase chosen now seals the key pair into a file another device can import. It
 * is not the login password, so the file still helps the user who forgot that password.
 */
export function ExportKeyPairSection({ pub }: { pub: string }) {
  const { t } = useTranslation(['keycheck', 'auth']);
  const toast = useToast();
  const { busy, errorKey, exported, exportWith } = useKeyPairExport();
  const [password, setPassword] = useState('');
  const [passphrase, setPassphrase] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const fileName = keyPairFileName(pub);

  async function submit() {
    // Neither secret is kept once it has done its job.
    if (await exportWith({ password, passphrase, confirmation })) {
      setPassword('');
      setPassphrase('');
      setConfirmation('');
    }
  }

  function download(text: string) {
    downloadTextFile(fileName, text);
    toast(t('downloaded'), { color: 'success' });
  }

  return (
    <section className="account-section" aria-labelledby="export-heading">
      <h2 id="export-heading">{t('exportTitle')}</h2>
      <p className="account-hint">{t('exportIntro')}</p>
      <p className="account-hint">{t('exportHistory')}</p>
      <p className="account-callout warning">
        <IonIcon icon={warningOutline} aria-hidden="true" />
        <span>{t('exportWarning')}</span>
      </p>
      <form
        noValidate
        className="account-form"
        aria-label={t('exportTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <input type="text" name="username" autoComplete="username" value={pub} readOnly hidden />
        <PasswordField
          label={t('password')}
          value={password}
          onChange={setPassword}
          onEnter={() => void submit()}
          autocomplete="current-password"
          helperText={t('passwordHint')}
        />
        <PasswordField
          label={t('passphrase')}
          value={passphrase}
          onChange={setPassphrase}
          onEnter={() => void submit()}
          autocomplete="off"
          helperText={t(STRENGTH_KEYS[passphraseStrength(passphrase)], {
            min: MIN_PASSPHRASE_LENGTH,
          })}
        />
        <PasswordField
          label={t('confirmPassphrase')}
          value={confirmation}
          onChange={setConfirmation}
          onEnter={() => void submit()}
          autocomplete="off"
        />
        <p className="account-callout">
          <IonIcon icon={keyOutline} aria-hidden="true" />
          <span>{t('passphraseNote')}</span>
        </p>
        {errorKey && (
          <p className="account-error" role="alert">
            {t(errorKey)}
          </p>
        )}
        <IonButton
          type="submit"
          expand="block"
          fill={exported ? 'outline' : 'solid'}
          disabled={busy}
        >
          <BusyLabel busy={busy} label={t('export')} busyLabel={t('exporting')} />
        </IonButton>
      </form>
      {exported && (
        <div className="account-section" role="status">
          <p className="account-callout">
            <IonIcon icon={shieldCheckmarkOutline} aria-hidden="true" />
            <span>{t('ready', { fileName })}</span>
          </p>
          <div className="account-actions">
            <IonButton expand="block" onClick={() => download(exported)}>
              <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
              {t('download')}
            </IonButton>
            <CopyButton text={exported} label={t('copyFile')} fill="outline" size="default" />
          </div>
        </div>
      )}
    </section>
  );
}
