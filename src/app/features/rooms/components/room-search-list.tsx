import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IonItem } from '../../../ui/ionic/ion-item.ts';
import { IonLabel } from '../../../ui/ionic/ion-label.ts';
import { IonList } from '../../../ui/ionic/ion-list.ts';
import type { Room } from '@core/rooms/room-types.ts';
import { useRooms } from '../hooks/use-rooms.ts';
import { shortRoomKey } from '../lib/room-paths.ts';
import './rooms.css';

interface RoomSearchListProps {
  /** The list's accessible name. */
  label: string;
  /** A room picked from the list (a click, or Enter on its row). */
  onPick: (pub: string) => void;
  /** More of a row after its name and shortened key (the group list's last message). */
  details?: (room: Room) => ReactNode;
}

/** Every room, searchable by name or key, with "No groups found" and their number. */
export function RoomSearchList({ label, onPick, details }: RoomSearchListProps) {
  const { t } = useTranslation('rooms');
  const [query, setQuery] = useState('');
  const { rooms, loaded } = useRooms(query);
  return (
    <>
      <input
        type="search"
        className="rooms-search"
        aria-label={t('list.search')}
        placeholder={t('list.search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {loaded && rooms.length === 0 && <p className="rooms-empty">{t('list.empty')}</p>}
      <IonList aria-label={label}>
        {rooms.map((room) => (
          <IonItem key={room.pub} button detail={false} onClick={() => onPick(room.pub)}>
            <IonLabel>
              <h2>{room.name}</h2>
              <p>{shortRoomKey(room.pub)}</p>
              {details?.(room)}
            </IonLabel>
          </IonItem>
        ))}
      </IonList>
      {loaded && <p className="rooms-total">{t('list.total', { count: rooms.length })}</p>}
    </>
  );
}
