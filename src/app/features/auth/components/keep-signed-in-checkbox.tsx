import { useTranslation } from 'react-i18next';
import { IonCheckbox } from '../../../ui/ionic/ion-checkbox.ts';

export interface KeepSignedInCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** "Keep me signed in on this device": on by default, as on a personal device. */
export function KeepSignedInCheckbox({ checked, onChange }: KeepSignedInCheckboxProps) {
  const { t } = useTranslation('auth');
  // The hint sits outside the checkbox: a click on Ionic's helper text does not toggle it.
  return (
    <div className="keep-signed-in">
      <IonCheckbox
        labelPlacement="end"
        justify="start"
        checked={checked}
        onIonChange={(event) => onChange(event.detail.checked)}
      >
        {t('login.keepSignedIn')}
      </IonCheckbox>
      <p className="account-hint">{t('login.keepSignedInHint')}</p>
    </div>
  );
}
