import { useEffect, useState } from 'react';
import type { RoomMember } from '../../../../core/rooms/room-types.ts';
import { useCore } from '../../../boot/core-context.ts';

/** A room's current members, earliest first, read again when the roster changes. */
export function useRoomMembers(pub: string): readonly RoomMember[] {
  const { rooms } = useCore();
  const [state, setState] = useState<{ pub: string; members: readonly RoomMember[] }>({
    pub,
    members: [],
  });
  useEffect(() => {
    if (!pub) return;
    let live = true;
    const load = () =>
      rooms.members(pub).then(
        (members) => {
          if (live) setState({ pub, members });
        },
        (error: unknown) => console.error('reading the members failed', error),
      );
    void load();
    const off = rooms.subscribe((event) => {
      if (event.type === 'members' && event.room === pub) void load();
    });
    return () => {
      live = false;
      off();
    };
  }, [rooms, pub]);
  return state.pub === pub ? state.members : [];
}
