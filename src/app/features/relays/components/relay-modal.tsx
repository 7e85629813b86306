import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RelayView } from '@core/relays/relay-types.ts';
import { MAX_NOTE_CHARS } from '@core/relays/relay-service.ts';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { IonContent } from '../../../ui/ionic/ion-content.ts';
import { IonInput } from '../../../ui/ionic/ion-input.ts';
import { IonModal } from '../../../ui/ionic/ion-modal.ts';
import { IonToggle } from '../../../ui/ionic/ion-toggle.ts';
import { ModalHeader } from '../../../ui/modal-frame.tsx';
import type { RelayActions } from '../hooks/use-relay-actions.ts';
import { RelayLatency, RelayStateLabel, RelayStatusText } from './relay-latency.tsx';

interface RelayModalProps {
  /** The relay shown, or null when closed (also when it was removed meanwhile). */
  relay: RelayView | null;
  actions: RelayActions;
  onClose: () => void;
}

/** A relay's details: URL, status, latency with a test, note, "Enable this node", removal. */
export function RelayModal({ relay, actions, onClose }: RelayModalProps) {
  const { t } = useTranslation('relays');
  return (
    <IonModal isOpen={relay !== null} onDidDismiss={onClose} aria-label={t('modal.title')}>
      {relay && <RelayDetails key={relay.url} relay={relay} actions={actions} onClose={onClose} />}
    </IonModal>
  );
}

interface RelayDetailsProps {
  relay: RelayView;
  actions: RelayActions;
  onClose: () => void;
}

function RelayDetails({ relay, actions, onClose }: RelayDetailsProps) {
  const { t } = useTranslation('relays');
  const [note, setNote] = useState(relay.note);
  return (
    <>
      <ModalHeader title={t('modal.title')} onClose={onClose} />
      <IonContent className="ion-padding">
        <dl className="relay-details">
          <dt>{t('modal.url')}</dt>
          <dd className="relay-url">{relay.url}</dd>
          <dt>{t('modal.status')}</dt>
          <dd>
            <RelayStatusText relay={relay} /> <RelayStateLabel relay={relay} />
          </dd>
          <dt>{t('modal.latency')}</dt>
          <dd>
            <RelayLatency relay={relay} />{' '}
            <IonButton
              size="small"
              fill="outline"
              disabled={relay.testing}
              onClick={() => actions.test(relay.url)}
            >
              {t('modal.test')}
            </IonButton>
          </dd>
        </dl>
        <IonInput
          label={t('modal.note')}
          labelPlacement="stacked"
          fill="outline"
          maxlength={MAX_NOTE_CHARS}
          value={note}
          onIonInput={(event) => setNote(event.detail.value ?? '')}
        />
        <IonButton
          fill="clear"
          disabled={note.trim() === relay.note}
          onClick={() => void actions.saveNote(relay.url, note)}
        >
          {t('modal.saveNote')}
        </IonButton>
        <IonToggle
          className="relay-enable"
          justify="space-between"
          checked={relay.enabled}
          onIonChange={(event) => void actions.setEnabled(relay.url, event.detail.checked)}
        >
          {t('modal.enable')}
        </IonToggle>
        <div className="relay-modal-actions">
          <IonButton
            color="danger"
            onClick={() => void actions.remove(relay.url).then((removed) => removed && onClose())}
          >
            {t('modal.remove')}
          </IonButton>
          <IonButton fill="outline" onClick={onClose}>
            {t('modal.close')}
          </IonButton>
        </div>
      </IonContent>
    </>
  );
}
