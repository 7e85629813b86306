import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { IonButtons } from '../../../ui/ionic/ion-buttons.ts';
import { IonHeader } from '../../../ui/ionic/ion-header.ts';
import { IonTitle } from '../../../ui/ionic/ion-title.ts';
import { IonToolbar } from '../../../ui/ionic/ion-toolbar.ts';

interface ModalBarProps {
  title: string;
  cancelText: string;
  sendText: string;
  canSend: boolean;
  onCancel: () => void;
  onSend: () => void;
}

/** A moment modal's header: Cancel, the title, the send button. */
export function ModalBar({
  title,
  cancelText,
  sendText,
  canSend,
  onCancel,
  onSend,
}: ModalBarProps) {
  return (
    <IonHeader>
      <IonToolbar>
        <IonButtons slot="start">
          <IonButton onClick={onCancel}>{cancelText}</IonButton>
        </IonButtons>
        <IonTitle>{title}</IonTitle>
        <IonButtons slot="end">
          <IonButton strong disabled={!canSend} onClick={onSend}>
            {sendText}
          </IonButton>
        </IonButtons>
      </IonToolbar>
    </IonHeader>
  );
}
