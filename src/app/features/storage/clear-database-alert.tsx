import { useTranslation } from 'react-i18next';
import { IonAlert } from '../../ui/ionic/ion-alert.tsx';

interface ClearDatabaseAlertProps {
  isOpen: boolean;
  header: string;
  onConfirm: () => void;
  onDidDismiss: () => void;
}

/** Asks before clearing every clearable group, saying what goes and what stays. */
export function ClearDatabaseAlert({
  isOpen,
  header,
  onConfirm,
  onDidDismiss,
}: ClearDatabaseAlertProps) {
  const { t } = useTranslation('storage');
  return (
    <IonAlert
      isOpen={isOpen}
      header={header}
      message={t('clearAll.message')}
      buttons={[
        { text: t('cancel'), role: 'cancel' },
        { text: t('confirm'), role: 'destructive', handler: onConfirm },
      ]}
      onDidDismiss={onDidDismiss}
    />
  );
}
