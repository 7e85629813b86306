import { IonIcon, useIonRouter } from '@ionic/react';
import {
  addOutline,
  chevronBackOutline,
  chevronForwardOutline,
  copyOutline,
  enterOutline,
  listOutline,
  logInOutline,
  qrCodeOutline,
  trashOutline,
} from 'ionicons/icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import type { Room } from '@core/rooms/room-types.ts';
import { useCopyRoomKey } from '../hooks/use-copy-room-key.ts';
import { useCreateRoom } from '../hooks/use-create-room.ts';
import { useLeaveRoom } from '../hooks/use-leave-room.ts';
import { useJoinRoom } from '../hooks/use-join-room.ts';
import { useRooms } from '../hooks/use-rooms.ts';
import { groupMessagesPath } from '../lib/room-paths.ts';
import { RoomCarousel } from './room-carousel.tsx';
import { RoomListModal } from './room-list-modal.tsx';
import { RoomQrModal } from './room-qr-modal.tsx';
import './rooms.css';

/** How long the status dot shows blue after the selection changes. */
const CHANGE_FLASH_MS = 600;
/** Scroll button presses within this long of each other move the selection once, by all. */
const SCROLL_DEBOUNCE_MS = 300;

/**
 * The Chats page's Rooms tab: a carousel of my rooms and a handheld-console-like panel to create,
 * join, list, open, show the QR of, copy the key of and delete the selected room.
 */
export function RoomsConsole() {
  const { t } = useTranslation('rooms');
  const router = useIonRouter();
  const { rooms } = useRooms();
  const [chosen, setChosen] = useState<string | null>(null);
  const [listing, setListing] = useState(false);
  const [showingQr, setShowingQr] = useState<Room | null>(null);
  const create = useCreateRoom();
  const join = useJoinRoom();
  const copy = useCopyRoomKey();
  const deleteRoom = useLeaveRoom('delete');
  // A room that is gone (deleted, left elsewhere) is no longer selected.
  const room = rooms.find((r) => r.pub === chosen) ?? null;
  const changing = useChangeFlash(room?.pub ?? null);
  const scroll = useDebouncedSteps((steps) => {
    if (rooms.length === 0) return;
    const at = room ? rooms.indexOf(room) : steps > 0 ? -1 : rooms.length;
    const next = Math.min(Math.max(at + steps, 0), rooms.length - 1);
    setChosen(rooms[next]?.pub ?? null);
  });

  const select = (picked: Room | null) => {
    if (picked) setChosen(picked.pub);
  };
  let status = 'none';
  if (changing) status = 'changed';
  else if (room) status = 'selected';

  return (
    <section className="rooms-console" aria-label={t('console.label')}>
      <RoomCarousel rooms={rooms} selected={room?.pub ?? null} onSelect={setChosen} />
      <div className="rooms-panel">
        <p className="rooms-status" role="status">
          <span className={`rooms-dot rooms-dot--${status}`} aria-hidden="true" />
          {room ? t('console.status.selected', { name: room.name }) : t('console.status.none')}
        </p>
        <div className="rooms-pad">
          <PanelButton
            label={t('console.left')}
            icon={chevronBackOutline}
            flipRtl
            onClick={() => scroll(-1)}
          />
          <PanelButton
            label={t('console.create')}
            icon={addOutline}
            onClick={() => void create().then(select)}
          />
          <PanelButton
            label={t('console.join')}
            icon={logInOutline}
            flipRtl
            onClick={() => void join().then(select)}
          />
          <PanelButton
            label={t('console.list')}
            icon={listOutline}
            onClick={() => setListing(true)}
          />
          <PanelButton
            label={t('console.right')}
            icon={chevronForwardOutline}
            flipRtl
            onClick={() => scroll(1)}
          />
        </div>
        <div className="rooms-pad">
          <PanelButton
            label={t('console.open')}
            icon={enterOutline}
            flipRtl
            disabled={!room}
            onClick={() => room && router.push(groupMessagesPath(room.pub))}
          />
          <PanelButton
            label={t('console.qr')}
            icon={qrCodeOutline}
            disabled={!room}
            onClick={() => setShowingQr(room)}
          />
          <PanelButton
            label={t('console.copy')}
            icon={copyOutline}
            disabled={!room}
            onClick={() => room && void copy(room.pub)}
          />
          <PanelButton
            label={t('console.delete')}
            icon={trashOutline}
            danger
            disabled={!room}
            onClick={() => room && void deleteRoom(room)}
          />
        </div>
      </div>
      <RoomListModal
        isOpen={listing}
        onClose={() => setListing(false)}
        onPick={(pub) => {
          setChosen(pub);
          setListing(false);
        }}
      />
      <RoomQrModal room={showingQr} onClose={() => setShowingQr(null)} />
    </section>
  );
}

interface PanelButtonProps {
  label: string;
  icon: string;
  /** Mirrored right to left: an arrow that points the way the interface reads. */
  flipRtl?: boolean;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
}

function PanelButton({
  label,
  icon,
  flipRtl = false,
  onClick,
  disabled = false,
  danger = false,
}: PanelButtonProps) {
  return (
    <IonButton
      className="rooms-button"
      shape="round"
      aria-label={label}
      title={label}
      disabled={disabled}
      {...(danger ? { color: 'danger' } : {})}
      onClick={onClick}
    >
      <IonIcon slot="icon-only" icon={icon} flipRtl={flipRtl} aria-hidden="true" />
    </IonButton>
  );
}

/** True for a moment after `value` changes. */
function useChangeFlash(value: string | null): boolean {
  const [flash, setFlash] = useState<{ value: string | null; on: boolean }>({ value, on: false });
  if (flash.value !== value) setFlash({ value, on: true });
  useEffect(() => {
    if (!flash.on) return;
    const timer = setTimeout(() => setFlash((f) => ({ ...f, on: false })), CHANGE_FLASH_MS);
    return () => clearTimeout(timer);
  }, [flash]);
  return flash.on;
}

/** Steps added up while presses come quickly, handed on once they stop. */
function useDebouncedSteps(move: (steps: number) => void): (step: number) => void {
  const pending = useRef({ steps: 0, timer: 0 });
  const latest = useRef(move);
  useEffect(() => {
    latest.current = move;
  });
  useEffect(() => () => clearTimeout(pending.current.timer), []);
  return (step) => {
    const state = pending.current;
    state.steps += step;
    clearTimeout(state.timer);
    state.timer = window.setTimeout(() => {
      const steps = state.steps;
      state.steps = 0;
      latest.current(steps);
    }, SCROLL_DEBOUNCE_MS);
  };
}
