import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonContent } from '../../../ui/ionic/ion-content.ts';
import { IonItem } from '../../../ui/ionic/ion-item.ts';
import { IonLabel } from '../../../ui/ionic/ion-label.ts';
import { IonList } from '../../../ui/ionic/ion-list.ts';
import { IonModal } from '../../../ui/ionic/ion-modal.ts';
import { ModalHeader } from '../../ai-chat/components/modal-frame.tsx';
import { useRooms } from '../hooks/use-rooms.ts';
import { shortRoomKey } from '../lib/room-paths.ts';

interface RoomListModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** A room picked from the list becomes the console's selection. */
  onPick: (pub: string) => void;
}

/** "List all rooms": every room, searchable by name, with their number. */
export function RoomListModal({ isOpen, onClose, onPick }: RoomListModalProps) {
  const { t } = useTranslation('rooms');
  return (
    <IonModal isOpen={isOpen} onDidDismiss={onClose} aria-label={t('list.header')}>
      {isOpen && <RoomListBody onClose={onClose} onPick={onPick} />}
    </IonModal>
  );
}

function RoomListBody({ onClose, onPick }: Omit<RoomListModalProps, 'isOpen'>) {
  const { t } = useTranslation('rooms');
  const [query, setQuery] = useState('');
  const { rooms, loaded } = useRooms(query);
  return (
    <>
      <ModalHeader title={t('list.header')} onClose={onClose} />
      <IonContent>
        <input
          type="search"
          className="rooms-search"
          aria-label={t('list.search')}
          placeholder={t('list.search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        {loaded && rooms.length === 0 && <p className="rooms-empty">{t('list.empty')}</p>}
        <IonList aria-label={t('list.header')}>
          {rooms.map((room) => (
            <IonItem key={room.pub} button detail={false} onClick={() => onPick(room.pub)}>
              <IonLabel>
                <h2>{room.name}</h2>
                <p>{shortRoomKey(room.pub)}</p>
              </IonLabel>
            </IonItem>
          ))}
        </IonList>
        {loaded && <p className="rooms-total">{t('list.total', { count: rooms.length })}</p>}
      </IonContent>
    </>
  );
}
