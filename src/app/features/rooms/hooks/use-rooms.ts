import { useEffect, useState } from 'react';
import type { Room } from '../../../../core/rooms/room-types.ts';
import { useCore } from '../../../boot/core-context.ts';

export interface RoomsState {
  readonly rooms: readonly Room[];
  /** False until the first read answered. */
  readonly loaded: boolean;
}

/** The rooms I am in whose name contains `filter`, read again whenever the set changes. */
export function useRooms(filter = ''): RoomsState {
  const { rooms } = useCore();
  const [state, setState] = useState<RoomsState>({ rooms: [], loaded: false });

  useEffect(() => {
    let live = true;
    const load = () =>
      rooms.list(filter).then(
        (list) => {
          if (live) setState({ rooms: list, loaded: true });
        },
        (error: unknown) => console.error('reading the rooms failed', error),
      );
    void load();
    const off = rooms.subscribe((event) => {
      if (event.type === 'rooms') void load();
    });
    return () => {
      live = false;
      off();
    };
  }, [rooms, filter]);

  // While a new filter is read the previous list stays: no flicker.
  return state;
}
