import { useEffect, useState } from 'react';
import type { Room } from '../../../../core/rooms/room-types.ts';
import { useCore } from '../../../boot/core-context.ts';

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
  const [state, setState] = useState<RoomState & { pub: string }>({
    pub,
    room: null,
    loaded: false,
  });

  useEffect(() => {
    if (!pub) return;
    let live = true;
    const load = () =>
      rooms.get(pub).then(
        (room) => {
          if (live) setState({ pub, room, loaded: true });
        },
        (error: unknown) => console.error('reading the room failed', error),
      );
    void load();
    const off = rooms.subscribe((event) => {
      if (event.type === 'left' && event.room === pub) onLeft();
      else if (event.type === 'rooms' || (event.type === 'sync' && event.room === pub)) void load();
    });
    return () => {
      live = false;
      off();
    };
  }, [rooms, pub, onLeft]);

  return state.pub === pub ? state : { room: null, loaded: false };
}
