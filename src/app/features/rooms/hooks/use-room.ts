import { useEffect } from 'react';
import type { Room } from '@core/rooms/room-types.ts';
import { useCore } from '../../../boot/core-context.ts';
import { useLiveQuery } from '../../../ui/use-live-query.ts';

export interface RoomState {
  /** Null while loading and when the room is not on this device. */
  readonly room: Room | null;
  readonly loaded: boolean;
}

/**
 * One room, live: its name and whether its initial sync still runs. `onLeft` is called when I
 * leave or delete it (from here, the console or another page).
 */
export function useRoom(pub: string, onLeft: () => void): RoomState {
  const { rooms } = useCore();
  const { value, loaded } = useLiveQuery(
    pub || null,
    {
      read: () => rooms.get(pub),
      source: rooms,
      changes: (event) => event.type === 'rooms' || (event.type === 'sync' && event.room === pub),
    },
    null,
  );

  useEffect(
    () =>
      rooms.subscribe((event) => {
        if (event.type === 'left' && event.room === pub) onLeft();
      }),
    [rooms, pub, onLeft],
  );

  return { room: value, loaded };
}
