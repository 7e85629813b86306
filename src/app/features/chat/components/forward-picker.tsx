import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { IonItem } from '../../../ui/ionic/ion-item.ts';
import { IonModal } from '../../../ui/ionic/ion-modal.ts';
import { IonButtons } from '../../../ui/ionic/ion-buttons.ts';
import { IonContent } from '../../../ui/ionic/ion-content.ts';
import { IonHeader } from '../../../ui/ionic/ion-header.ts';
import { IonLabel } from '../../../ui/ionic/ion-label.ts';
import { IonList } from '../../../ui/ionic/ion-list.ts';
import { IonTitle } from '../../../ui/ionic/ion-title.ts';
import { IonToolbar } from '../../../ui/ionic/ion-toolbar.ts';
import type { ChatMessage } from '../../../../core/chat/chat-types.ts';
import { Avatar } from '../../../ui/avatar.tsx';
import { useFriends } from '../../contacts/hooks/use-friends.ts';

interface ForwardPickerProps {
  /** The message to forward; null while the picker is closed. */
  message: ChatMessage | null;
  /** The private chat it is in: its friend is not offered (absent for a room). */
  peer?: string;
  onPick: (message: ChatMessage, friend: { pub: string; name: string }) => void;
  onClose: () => void;
}

/** Which friend a message goes to. */
export function ForwardPicker({ message, peer, onPick, onClose }: ForwardPickerProps) {
  const { t } = useTranslation('chat');
  const friends = useFriends().value.filter((friend) => friend.pub !== peer);
  return (
    // Ionic names its inner dialog from `aria-label` only.
    <IonModal isOpen={message !== null} onDidDismiss={onClose} aria-label={t('forward.title')}>
      <IonHeader>
        <IonToolbar>
          <IonTitle>{t('forward.title')}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose}>{t('forward.close')}</IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        {friends.length === 0 ? (
          <p className="chat-empty-text">{t('forward.noFriends')}</p>
        ) : (
          <IonList aria-label={t('forward.title')}>
            {friends.map((friend) => (
              <IonItem
                key={friend.pub}
                button
                detail={false}
                onClick={() => {
                  if (message) onPick(message, { pub: friend.pub, name: friend.displayName });
                }}
              >
                <Avatar
                  className="chat-row-avatar"
                  src={friend.avatar}
                  alt={friend.displayName}
                  size={36}
                />
                <IonLabel>{friend.displayName}</IonLabel>
              </IonItem>
            ))}
          </IonList>
        )}
      </IonContent>
    </IonModal>
  );
}
