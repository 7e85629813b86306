import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { IonContent } from '../../../ui/ionic/ion-content.ts';
import { IonModal } from '../../../ui/ionic/ion-modal.ts';
import { IonSpinner } from '../../../ui/ionic/ion-spinner.ts';
import type { Room } from '../../../../core/rooms/room-types.ts';
import { ModalHeader } from '../../ai-chat/components/modal-frame.tsx';
import { useRoomKey } from '../hooks/use-room-key.ts';

// The QR library is fetched the first time this dialog opens, never with the Chats screen.
const RoomQrCode = lazy(() => import('./room-qr-code.tsx'));

interface RoomQrModalProps {
  room: Room | null;
  onClose: () => void;
}

/** "Show room QR": the room's QR code and its key pair as text, for scanning or copying. */
export function RoomQrModal({ room, onClose }: RoomQrModalProps) {
  const { t } = useTranslation('rooms');
  return (
    <IonModal isOpen={room !== null} onDidDismiss={onClose} aria-label={t('qr.header')}>
      {room && <RoomQrBody room={room} onClose={onClose} />}
    </IonModal>
  );
}

function RoomQrBody({ room, onClose }: { room: Room; onClose: () => void }) {
  const { t } = useTranslation('rooms');
  const key = useRoomKey(room.pub);
  const loading = <IonSpinner aria-label={t('qr.loading')} />;
  return (
    <>
      <ModalHeader title={t('qr.header')} onClose={onClose} />
      <IonContent className="ion-padding">
        <div className="rooms-qr">
          <h2>{room.name}</h2>
          {key ? (
            <>
              <Suspense fallback={loading}>
                <RoomQrCode pair={key.pair} label={t('qr.code', { name: room.name })} />
              </Suspense>
              <label className="rooms-qr-key">
                {t('qr.key')}
                <textarea readOnly rows={6} value={key.text} />
              </label>
            </>
          ) : (
            loading
          )}
        </div>
      </IonContent>
    </>
  );
}
