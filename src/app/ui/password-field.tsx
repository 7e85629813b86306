import { IonIcon } from '@ionic/react';
import { eyeOffOutline, eyeOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from './ionic/ion-button.ts';
import { IonInput } from './ionic/ion-input.ts';

export interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Enter in the field; forms submit through this so Enter works in every browser. */
  onEnter?: () => void;
  /** `off` for a file's passphrase, which a password manager must not fill with the login's. */
  autocomplete: 'current-password' | 'new-password' | 'off';
  helperText?: string;
  /** Shown under the field and marks it invalid. */
  errorText?: string;
  disabled?: boolean;
  autofocus?: boolean;
}

/** A password input with its own show/hide toggle (Ionic's toggle has untranslated labels). */
export function PasswordField({
  label,
  value,
  onChange,
  onEnter,
  autocomplete,
  helperText,
  errorText,
  disabled = false,
  autofocus = false,
}: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <IonInput
      className={errorText ? 'ion-invalid ion-touched' : undefined}
      type={visible ? 'text' : 'password'}
      label={label}
      labelPlacement="stacked"
      fill="outline"
      value={value}
      autocomplete={autocomplete}
      autocapitalize="off"
      spellcheck={false}
      disabled={disabled}
      autofocus={autofocus}
      clearOnEdit={false}
      {...(helperText ? { helperText } : {})}
      {...(errorText ? { errorText } : {})}
      onIonInput={(event) => onChange(event.detail.value ?? '')}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && onEnter) {
          event.preventDefault();
          onEnter();
        }
      }}
    >
      <IonButton
        slot="end"
        fill="clear"
        aria-label={visible ? t('password.hide') : t('password.show')}
        aria-pressed={visible}
        onClick={() => setVisible((shown) => !shown)}
      >
        <IonIcon slot="icon-only" icon={visible ? eyeOffOutline : eyeOutline} aria-hidden="true" />
      </IonButton>
    </IonInput>
  );
}
