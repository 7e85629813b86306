import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { IonButtons } from '../../../ui/ionic/ion-buttons.ts';
import { IonFooter } from '../../../ui/ionic/ion-footer.ts';
import { IonHeader } from '../../../ui/ionic/ion-header.ts';
import { IonTitle } from '../../../ui/ionic/ion-title.ts';
import { IonToolbar } from '../../../ui/ionic/ion-toolbar.ts';

export interface ModalHeaderProps {
  title: string;
  onClose: () => void;
  /** More buttons before Close. */
  children?: ReactNode;
}

/** A modal's title bar with its Close button. */
export function ModalHeader({ title, onClose, children }: ModalHeaderProps) {
  const { t } = useTranslation('ai');
  return (
    <IonHeader>
      <IonToolbar>
        <IonTitle>{title}</IonTitle>
        <IonButtons slot="end">
          {children}
          <IonButton onClick={onClose}>{t('common.close')}</IonButton>
        </IonButtons>
      </IonToolbar>
    </IonHeader>
  );
}

export interface ModalSaveBarProps {
  /** Said beside Save: unsaved changes, how many are chosen. */
  note?: ReactNode;
  disabled: boolean;
  onSave: () => void;
}

/** A modal's bottom bar with its Save button. */
export function ModalSaveBar({ note, disabled, onSave }: ModalSaveBarProps) {
  const { t } = useTranslation('ai');
  return (
    <IonFooter>
      <IonToolbar>
        {note && <p className="ai-modal-note">{note}</p>}
        <IonButtons slot="end">
          <IonButton fill="solid" disabled={disabled} onClick={onSave}>
            {t('common.save')}
          </IonButton>
        </IonButtons>
      </IonToolbar>
    </IonFooter>
  );
}
