import type { RoomEvent, RoomPreview } from '@core/rooms/room-types.ts';
import { useCore } from '../../../boot/core-context.ts';
import { useLiveQuery } from '../../../ui/use-live-query.ts';

/** Room events after which a room's last message may read differently. */
const PREVIEW_EVENTS: ReadonlySet<RoomEvent['type']> = new Set([
  'rooms',
  'message',
  'status',
  'cleared',
]);

const NO_PREVIEWS: ReadonlyMap<string, RoomPreview> = new Map();

/** Each of my rooms' last message preview and time, by the room's key, kept current. */
export function useRoomPreviews(): ReadonlyMap<string, RoomPreview> {
  const { rooms } = useCore();
  return useLiveQuery(
    'room-previews',
    {
      read: async () =>
        new Map((await rooms.previews()).map((preview) => [preview.pub, preview] as const)),
      source: rooms,
      changes: (event) => PREVIEW_EVENTS.has(event.type),
    },
    NO_PREVIEWS,
  ).value;
}
