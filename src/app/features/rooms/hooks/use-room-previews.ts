import { useEffect, useState } from 'react';
import type { RoomEvent, RoomPreview } from '../../../../core/rooms/room-types.ts';
import { useCore } from '../../../boot/core-context.ts';

/** Room events after which a room's last message may read differently. */
const PREVIEW_EVENTS: ReadonlySet<RoomEvent['type']> = new Set([
  'rooms',
  'message',
  'status',
  'cleared',
]);

/** Each of my rooms' last message preview and time, by the room's key, kept current. */
export function useRoomPreviews(): ReadonlyMap<string, RoomPreview> {
  const { rooms } = useCore();
  const [previews, setPreviews] = useState<ReadonlyMap<string, RoomPreview>>(new Map());

  useEffect(() => {
    let live = true;
    const load = () =>
      rooms.previews().then(
        (list) => {
          if (live) setPreviews(new Map(list.map((preview) => [preview.pub, preview])));
        },
        (error: unknown) => console.error('reading the room previews failed', error),
      );
    void load();
    const off = rooms.subscribe((event) => {
      if (PREVIEW_EVENTS.has(event.type)) void load();
    });
    return () => {
      live = false;
      off();
    };
  }, [rooms]);

  return previews;
}
