import { useTranslation } from 'react-i18next';
import { IonContent } from '../../../ui/ionic/ion-content.ts';
import { IonModal } from '../../../ui/ionic/ion-modal.ts';
import { ModalHeader } from '../../../ui/modal-frame.tsx';
import { StrangerRelays, useRelayActions } from '../../relays/public.ts';

interface StrangerRelaysModalProps {
  open: boolean;
  strangers: readonly string[];
  onClose: () => void;
}

/** The relay page's stranger-relay list, as a dialog of the Me page. */
export function StrangerRelaysModal({ open, strangers, onClose }: StrangerRelaysModalProps) {
  const { t } = useTranslation('relays');
  const actions = useRelayActions();
  return (
    <IonModal isOpen={open} onDidDismiss={onClose} aria-label={t('strangers.title')}>
      {open && (
        <>
          <ModalHeader title={t('strangers.title')} onClose={onClose} />
          <IonContent>
            <StrangerRelays strangers={strangers} onAdd={(url) => void actions.add(url)} />
          </IonContent>
        </>
      )}
    </IonModal>
  );
}
