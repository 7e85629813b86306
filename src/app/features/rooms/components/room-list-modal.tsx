import { useTranslation } from 'react-i18next';
import { IonContent } from '../../../ui/ionic/ion-content.ts';
import { IonModal } from '../../../ui/ionic/ion-modal.ts';
import { ModalHeader } from '../../../ui/modal-frame.tsx';
import { RoomSearchList } from './room-search-list.tsx';

interface RoomListModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** A room picked from the list becomes the console's selection. */
  onPick: (pub: string) => void;
}

/** "List all rooms": every room, searchable by name or key, with their number. */
export function RoomListModal({ isOpen, onClose, onPick }: RoomListModalProps) {
  const { t } = useTranslation('rooms');
  return (
    <IonModal isOpen={isOpen} onDidDismiss={onClose} aria-label={t('list.header')}>
      {isOpen && (
        <>
          <ModalHeader title={t('list.header')} onClose={onClose} />
          <IonContent>
            <RoomSearchList label={t('list.header')} onPick={onPick} />
          </IonContent>
        </>
      )}
    </IonModal>
  );
}
