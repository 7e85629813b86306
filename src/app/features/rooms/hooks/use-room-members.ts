import type { RoomMember } from '@core/rooms/room-types.ts';
import { useCore } from '../../../boot/core-context.ts';
import { useLiveQuery } from '../../../ui/use-live-query.ts';

const NO_MEMBERS: readonly RoomMember[] = [];

/** A room's current members, earliest first, read again when the roster changes. */
export function useRoomMembers(pub: string): readonly RoomMember[] {
  const { rooms } = useCore();
  return useLiveQuery(
    pub || null,
    {
      read: () => rooms.members(pub),
      source: rooms,
      changes: (event) => event.type === 'members' && event.room === pub,
    },
    NO_MEMBERS,
  ).value;
}
