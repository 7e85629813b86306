import { IonIcon } from '@ionic/react';
import { speedometerOutline } from 'ionicons/icons';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RelayView } from '@core/relays/relay-types.ts';
import { IonBadge } from '../../../ui/ionic/ion-badge.ts';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { IonItem } from '../../../ui/ionic/ion-item.ts';
import { IonLabel } from '../../../ui/ionic/ion-label.ts';
import { IonToggle } from '../../../ui/ionic/ion-toggle.ts';
import { RelayLatency, RelayStateLabel, RelayStatusText } from './relay-latency.tsx';

interface RelayRowProps {
  relay: RelayView;
  onOpen: (url: string) => void;
  onToggle: (url: string, enabled: boolean) => void;
  onTest: (url: string) => void;
}

/** One relay: address and note (opens its details), status, state, latency, toggle, retest. */
export const RelayRow = memo(function RelayRow({ relay, onOpen, onToggle, onTest }: RelayRowProps) {
  const { t } = useTranslation('relays');
  return (
    <IonItem className="relay-row" data-url={relay.url}>
      <IonLabel>
        <button
          type="button"
          className="relay-open"
          aria-label={t('list.open', { url: relay.url })}
          onClick={() => onOpen(relay.url)}
        >
          {relay.url}
        </button>
        {relay.note && <p className="relay-note">{relay.note}</p>}
        <p className="relay-meta">
          <RelayStatusText relay={relay} />
          <RelayStateLabel relay={relay} />
          <RelayLatency relay={relay} />
          {relay.enabled && <IonBadge color="success">{t('list.enabledBadge')}</IonBadge>}
        </p>
      </IonLabel>
      <IonButton
        slot="end"
        fill="clear"
        disabled={relay.testing}
        aria-label={t('list.retest', { url: relay.url })}
        onClick={() => onTest(relay.url)}
      >
        <IonIcon slot="icon-only" icon={speedometerOutline} aria-hidden="true" />
      </IonButton>
      <IonToggle
        slot="end"
        checked={relay.enabled}
        aria-label={t('list.toggle', { url: relay.url })}
        onIonChange={(event) => onToggle(relay.url, event.detail.checked)}
      />
    </IonItem>
  );
});
