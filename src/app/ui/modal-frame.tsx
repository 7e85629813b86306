import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './modal-frame.css';
import { IonButton } from './ionic/ion-button.ts';
import { IonButtons } from './ionic/ion-buttons.ts';
import { IonFooter } from './ionic/ion-footer.ts';
import { IonHeader } from './ionic/ion-header.ts';
import { IonTitle } from './ionic/ion-title.ts';
import { IonToolbar } from './ionic/ion-toolbar.ts';

export interface ModalHeaderProps {
  title: string;
  onClose: () => void;
  /** More buttons before Close. */
  children?: ReactNode;
}

/** A modal's title bar with its Close button. */
export function ModalHeader({ title, onClose, children }: ModalHeaderProps) {
  const { t } = useTranslation('common');
  return (
    <IonHeader>
      <IonToolbar>
        <IonTitle>{title}</IonTitle>
        <IonButtons slot="end">
          {children}
          <IonButton onClick={onClose}>{t('close')}</IonButton>
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
  const { t } = useTranslation('common');
  return (
    <IonFooter>
      <IonToolbar>
        {note && <p className="modal-note">{note}</p>}
        <IonButtons slot="end">
          <IonButton fill="solid" disabled={disabled} onClick={onSave}>
            {t('save')}
          </IonButton>
        </IonButtons>
      </IonToolbar>
    </IonFooter>
  );
}
