import { IonCheckbox } from '@ionic/react';
import { useTranslation } from 'react-i18next';

export interface KeepSignedInCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** "Keep me signed in on this device": on by default, as on a personal device. */
export function KeepSignedInCheckbox({ checked, onChange }: KeepSignedInCheckboxProps) {
  const { t } = useTranslation('auth');
  return (
    <IonCheckbox
      className="keep-signed-in"
      labelPlacement="end"
      justify="start"
      checked={checked}
      helperText={t('login.keepSignedInHint')}
      onIonChange={(event) => onChange(event.detail.checked)}
    >
      {t('login.keepSignedIn')}
    </IonCheckbox>
  );
}
