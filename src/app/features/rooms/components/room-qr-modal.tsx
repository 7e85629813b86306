import { useTranslation } from 'react-i18next';
import { IonContent } from '../../../ui/ionic/ion-content.ts';
import { IonModal } from '../../../ui/ionic/ion-modal.ts';
import { IonSpinner } from '../../../ui/ionic/ion-spinner.ts';
import { roomQrContent } from '@core/rooms/room-key.ts';
import { ROOM_LIMITS, type Room } from '@core/rooms/room-types.ts';
import { QrCode } from '../../../ui/qr/qr-code.tsx';
import { ModalHeader } from '../../../ui/modal-frame.tsx';
import { useRoomKey } from '../hooks/use-room-key.ts';

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
  return (
    <>
      <ModalHeader title={t('qr.header')} onClose={onClose} />
      <IonContent className="ion-padding">
        <div className="rooms-qr">
          <h2>{room.name}</h2>
          {key ? (
            <>
              <QrCode
                value={roomQrContent(key.pair)}
                size={ROOM_LIMITS.qrSize}
                label={t('qr.code', { name: room.name })}
              />
              <label className="rooms-qr-key">
                {t('qr.key')}
                <textarea readOnly rows={6} value={key.text} />
              </label>
            </>
          ) : (
            <IonSpinner aria-label={t('qr.loading')} />
          )}
        </div>
      </IonContent>
    </>
  );
}
