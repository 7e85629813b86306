import type { Room } from '@core/rooms/room-types.ts';
import { useCore } from '../../../boot/core-context.ts';
import { useLiveQuery } from '../../../ui/use-live-query.ts';

export interface RoomsState {
  readonly rooms: readonly Room[];
  /** False until the first read answered. */
  readonly loaded: boolean;
}

const NO_ROOMS: readonly Room[] = [];

/** The rooms I am in whose name contains `filter`, read again whenever the set changes. */
export function useRooms(filter = ''): RoomsState {
  const { rooms } = useCore();
  const { value, loaded } = useLiveQuery(
    `rooms:${filter}`,
    {
      read: () => rooms.list(filter),
      source: rooms,
      changes: (event) => event.type === 'rooms',
    },
    NO_ROOMS,
    // While a new filter is read the previous list stays: no flicker.
    { keepPrevious: true },
  );
  return { rooms: value, loaded };
}
