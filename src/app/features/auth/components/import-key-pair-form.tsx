import { IonIcon } from '@ionic/react';
import { documentOutline, informationCircleOutline, warningOutline } from 'ionicons/icons';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { IonTextarea } from '../../../ui/ionic/ion-textarea.ts';
import { describeKeyPairText, readKeyPairFile } from '../key-pair-text.ts';
import { useImportKeyPair } from '../use-import-key-pair.ts';
import { AgreementNotice } from './agreement-notice.tsx';
import { BusyLabel } from '../../../ui/busy-label.tsx';
import { KeepSignedInCheckbox } from './keep-signed-in-checkbox.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';
import { refusalKey } from '../../../ui/use-refusal-text.ts';

export type ImportMode = 'import' | 'reset';

export interface ImportKeyPairFormProps {
  mode: ImportMode;
  /** A different account is stored here and would be replaced. */
  replacesAccount: boolean;
  onOpenAgreement: () => void;
}

/** Paste or load a key pair (plain or an encrypted export), then log in with it. */
export function ImportKeyPairForm({
  mode,
  replacesAccount,
  onOpenAgreement,
}: ImportKeyPairFormProps) {
  const { t } = useTranslation('auth');
  const { busy, errorKey, setErrorKey, importKeyPair } = useImportKeyPair();
  const [text, setText] = useState('');
  const [passphrase, setPassphrase] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [keepSignedIn, setKeepSignedIn] = useState(true);
  const [fileName, setFileName] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const kind = describeKeyPairText(text);
  const choosesPassword = kind === 'encrypted-export' || kind === 'plain';
  const submit = () =>
    void importKeyPair({ text, passphrase, password, confirmation }, keepSignedIn);

  async function loadFile(file: File | undefined) {
    if (!file) return;
    const read = await readKeyPairFile(file);
    if (!read.ok) {
      setErrorKey(refusalKey('account', read.error));
      return;
    }
    setText(read.value);
    setFileName(file.name);
    setErrorKey(null);
  }

  return (
    <form
      noValidate
      className="account-form"
      aria-label={mode === 'reset' ? t('import.resetTitle') : t('import.title')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="account-hint">
        {mode === 'reset' ? t('import.resetIntro') : t('import.intro')}
      </p>
      {mode === 'import' && <p className="account-hint">{t('import.history')}</p>}
      {replacesAccount && mode === 'import' && (
        <p className="account-callout warning">
          <IonIcon icon={warningOutline} aria-hidden="true" />
          <span>{t('import.replaceWarning')}</span>
        </p>
      )}
      <IonTextarea
        className="key-pair-textarea"
        label={t('import.keyPair')}
        labelPlacement="stacked"
        fill="outline"
        rows={6}
        value={text}
        placeholder={t('import.keyPairPlaceholder')}
        spellcheck={false}
        autocapitalize="off"
        onIonInput={(event) => {
          setText(event.detail.value ?? '');
          setFileName(null);
        }}
      />
      <div className="account-key-row">
        <IonButton fill="outline" size="small" onClick={() => fileInput.current?.click()}>
          <IonIcon slot="start" icon={documentOutline} aria-hidden="true" />
          {t('import.loadFile')}
        </IonButton>
        {fileName && (
          <span className="account-hint" role="status">
            {t('import.fileLoaded', { name: fileName })}
          </span>
        )}
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json,text/plain"
          hidden
          onChange={(event) => {
            void loadFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      {(kind === 'encrypted-export' || kind === 'plain') && (
        <p className="account-callout" role="status">
          <IonIcon icon={informationCircleOutline} aria-hidden="true" />
          <span>
            {kind === 'encrypted-export' ? t('import.kindExport') : t('import.kindPlain')}
          </span>
        </p>
      )}
      {kind === 'encrypted-export' && (
        <PasswordField
          label={t('import.passphrase')}
          value={passphrase}
          onChange={setPassphrase}
          onEnter={submit}
          autocomplete="off"
        />
      )}
      <PasswordField
        label={choosesPassword ? t('import.newPassword') : t('import.password')}
        value={password}
        onChange={setPassword}
        onEnter={submit}
        autocomplete="new-password"
      />
      {choosesPassword && (
        <PasswordField
          label={t('import.confirmPassword')}
          value={confirmation}
          onChange={setConfirmation}
          onEnter={submit}
          autocomplete="new-password"
        />
      )}
      <KeepSignedInCheckbox checked={keepSignedIn} onChange={setKeepSignedIn} />
      {errorKey && (
        <p className="account-error" role="alert">
          {t(errorKey)}
        </p>
      )}
      <IonButton type="submit" expand="block" disabled={busy}>
        <BusyLabel
          busy={busy}
          label={mode === 'reset' ? t('import.resetSubmit') : t('import.submit')}
          busyLabel={t('import.importing')}
        />
      </IonButton>
      <AgreementNotice text="notice" onOpenAgreement={onOpenAgreement} />
    </form>
  );
}
