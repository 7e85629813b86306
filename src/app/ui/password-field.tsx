import { IonIcon } from '@ionic/react';
import { eyeOffOutline, eyeOutline } from 'ionicons/icons';
import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
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
  // Enter may follow the last key before React has rendered it (a password manager fills and
  // submits at once): the field's own value is rendered first, and the form's latest handler,
  // which sees it, is the one called.
  const latestOnEnter = useRef(onEnter);
  useLayoutEffect(() => {
    latestOnEnter.current = onEnter;
  });
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
        if (event.key !== 'Enter' || !onEnter) return;
        event.preventDefault();
        const typed = event.target instanceof HTMLInputElement ? event.target.value : value;
        if (typed !== value) flushSync(() => onChange(typed));
        latestOnEnter.current?.();
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
