import { useIonRouter } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { IonCheckbox } from '../../../ui/ionic/ion-checkbox.ts';
import { IonContent } from '../../../ui/ionic/ion-content.ts';
import { IonFooter } from '../../../ui/ionic/ion-footer.ts';
import { IonInput } from '../../../ui/ionic/ion-input.ts';
import { IonItem } from '../../../ui/ionic/ion-item.ts';
import { IonList } from '../../../ui/ionic/ion-list.ts';
import { IonModal } from '../../../ui/ionic/ion-modal.ts';
import { IonToolbar } from '../../../ui/ionic/ion-toolbar.ts';
import { ROOM_LIMITS } from '@core/rooms/room-types.ts';
import { ModalHeader } from '../../../ui/modal-frame.tsx';
import { filterFriends, useFriends } from '../../contacts/public.ts';
import { useStartGroup } from '../hooks/use-start-group.ts';
import { groupMessagesPath } from '../lib/room-paths.ts';
import './rooms.css';

interface StartGroupModalProps {
  isOpen: boolean;
  onClose: () => void;
}

/** The plus menu's "Start group chat": a name, friends to invite, and the invitations sent. */
export function StartGroupModal({ isOpen, onClose }: StartGroupModalProps) {
  const { t } = useTranslation('rooms');
  return (
    <IonModal isOpen={isOpen} onDidDismiss={onClose} aria-label={t('start.header')}>
      {isOpen && <StartGroupBody onClose={onClose} />}
    </IonModal>
  );
}

function StartGroupBody({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('rooms');
  const router = useIonRouter();
  const friends = useFriends();
  const startGroup = useStartGroup();
  const [name, setName] = useState('');
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [sending, setSending] = useState(false);
  const shown = filterFriends(friends.value, query);

  function toggle(pub: string, on: boolean) {
    const next = new Set(chosen);
    if (on) next.add(pub);
    else next.delete(pub);
    setChosen(next);
  }

  async function send() {
    setSending(true);
    const room = await startGroup(name, [...chosen]);
    setSending(false);
    if (!room) return;
    onClose();
    router.push(groupMessagesPath(room.pub));
  }

  return (
    <>
      <ModalHeader title={t('start.header')} onClose={onClose} />
      <IonContent className="ion-padding">
        <IonInput
          label={t('start.name')}
          labelPlacement="stacked"
          fill="outline"
          placeholder={t('start.namePlaceholder', { count: chosen.size + 1 })}
          maxlength={ROOM_LIMITS.inviteNameChars}
          value={name}
          onIonInput={(event) => setName(event.detail.value ?? '')}
        />
        <input
          type="search"
          className="rooms-search"
          aria-label={t('start.search')}
          placeholder={t('start.search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        {friends.loaded && shown.length === 0 && (
          <p className="rooms-empty">{t('start.noContacts')}</p>
        )}
        <IonList aria-label={t('start.contacts')}>
          {shown.map((friend) => (
            <IonItem key={friend.pub}>
              <IonCheckbox
                justify="space-between"
                checked={chosen.has(friend.pub)}
                onIonChange={(event) => toggle(friend.pub, event.detail.checked)}
              >
                {friend.displayName || friend.pub.slice(0, 12)}
              </IonCheckbox>
            </IonItem>
          ))}
        </IonList>
      </IonContent>
      <IonFooter>
        <IonToolbar>
          <IonButton
            expand="block"
            disabled={chosen.size === 0 || sending}
            onClick={() => void send()}
          >
            {t('start.send', { count: chosen.size })}
          </IonButton>
        </IonToolbar>
      </IonFooter>
    </>
  );
}
