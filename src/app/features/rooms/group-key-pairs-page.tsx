import { IonIcon, IonPage } from '@ionic/react';
import { copyOutline, qrCodeOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { IonItem } from '../../ui/ionic/ion-item.ts';
import { IonLabel } from '../../ui/ionic/ion-label.ts';
import { IonList } from '../../ui/ionic/ion-list.ts';
import type { Room } from '@core/rooms/room-types.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { JoinByKeyForm } from './components/join-by-key-form.tsx';
import { RoomQrModal } from './components/room-qr-modal.tsx';
import { useCopyRoomKey } from './hooks/use-copy-room-key.ts';
import { useRooms } from './hooks/use-rooms.ts';
import './components/room-pages.css';

/**
 * Route /groupkeypairs: each of my rooms with its public key, its QR code and a copy of its key
 * pair, and a form to join a room by pasting its key pair.
 */
export function GroupKeyPairsPage() {
  const { t } = useTranslation(['rooms', 'routes']);
  const { rooms, loaded } = useRooms();
  const copy = useCopyRoomKey();
  const [showingQr, setShowingQr] = useState<Room | null>(null);
  return (
    <IonPage>
      <PageHeader title={t('routes:groupKeyPairs')} />
      <IonContent>
        <div className="room-page-column">
          {loaded && rooms.length === 0 && <p className="rooms-empty">{t('console.empty')}</p>}
          <IonList aria-label={t('keyPairs.list')}>
            {rooms.map((room) => (
              <IonItem key={room.pub}>
                <IonLabel>
                  <h2>{room.name}</h2>
                  <p className="room-key-text">{room.pub}</p>
                </IonLabel>
                <IonButton
                  slot="end"
                  fill="clear"
                  aria-label={t('keyPairs.showQr', { name: room.name })}
                  title={t('keyPairs.showQr', { name: room.name })}
                  onClick={() => setShowingQr(room)}
                >
                  <IonIcon slot="icon-only" icon={qrCodeOutline} aria-hidden="true" />
                </IonButton>
                <IonButton
                  slot="end"
                  fill="clear"
                  aria-label={t('keyPairs.copy', { name: room.name })}
                  title={t('keyPairs.copy', { name: room.name })}
                  onClick={() => void copy(room.pub)}
                >
                  <IonIcon slot="icon-only" icon={copyOutline} aria-hidden="true" />
                </IonButton>
              </IonItem>
            ))}
          </IonList>
          <JoinByKeyForm />
        </div>
        <RoomQrModal room={showingQr} onClose={() => setShowingQr(null)} />
      </IonContent>
    </IonPage>
  );
}
