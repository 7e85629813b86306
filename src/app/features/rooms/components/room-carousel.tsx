import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Room } from '@core/rooms/room-types.ts';
import { scrollBehavior } from '../../../ui/reduced-motion.ts';
import { shortRoomKey } from '../lib/room-paths.ts';

interface RoomCarouselProps {
  rooms: readonly Room[];
  selected: string | null;
  onSelect: (pub: string) => void;
}

/** The console's cards, one per room (name and shortened key), scrolling sideways. */
export function RoomCarousel({ rooms, selected, onSelect }: RoomCarouselProps) {
  const { t } = useTranslation('rooms');
  const strip = useRef<HTMLDivElement>(null);

  // The chosen card (by a click, the list or the scroll buttons) is brought into view.
  useEffect(() => {
    if (!selected) return;
    const card = strip.current?.querySelector(`[data-room="${CSS.escape(selected)}"]`);
    card?.scrollIntoView({ behavior: scrollBehavior(), block: 'nearest', inline: 'center' });
  }, [selected]);

  if (rooms.length === 0) return <p className="rooms-empty">{t('console.empty')}</p>;
  return (
    <div ref={strip} className="rooms-carousel" role="group" aria-label={t('console.carousel')}>
      {rooms.map((room) => (
        <button
          key={room.pub}
          type="button"
          data-room={room.pub}
          className="rooms-card"
          aria-pressed={room.pub === selected}
          onClick={() => onSelect(room.pub)}
        >
          <span className="rooms-card-name">{room.name}</span>
          <span className="rooms-card-key">{shortRoomKey(room.pub)}</span>
        </button>
      ))}
    </div>
  );
}
