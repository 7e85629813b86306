import { useTranslation } from 'react-i18next';

export interface KeepSignedInCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * "Keep me signed in on this device": on by default, as on a personal device. A native checkbox:
 * the sign-in screens load before anything else, and Ionic's checkbox would add 4 KiB to them.
 */
export function KeepSignedInCheckbox({ checked, onChange }: KeepSignedInCheckboxProps) {
  const { t } = useTranslation('auth');
  return (
    <div className="keep-signed-in">
      <label className="keep-signed-in-label">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        {t('login.keepSignedIn')}
      </label>
      <p className="account-hint">{t('login.keepSignedInHint')}</p>
    </div>
  );
}
