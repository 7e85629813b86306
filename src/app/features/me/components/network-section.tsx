import { IonIcon } from '@ionic/react';
import { gitNetworkOutline, refreshOutline } from 'ionicons/icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { useSession } from '../../../boot/core-context.ts';
import { useFriends } from '../../contacts/public.ts';
import { useRelays } from '../../relays/public.ts';
import { buildNetworkGraph } from '../lib/network-graph.ts';
import { NetworkCanvas } from './network-canvas.tsx';
import { NetworkLegend, NetworkNodeList } from './network-legend.tsx';
import { StrangerRelaysModal } from './stranger-relays-modal.tsx';

/**
 * Me, my friends and my relays as a 3D graph, with the legend, the node list, refresh and the
 * stranger relays. `covered`: the sub-page modal is over it (the graph stops drawing).
 */
export function NetworkSection({ covered }: { covered: boolean }) {
  const { t } = useTranslation('me');
  const session = useSession();
  const friends = useFriends();
  const relays = useRelays();
  const [refreshes, setRefreshes] = useState(0);
  const [showingStrangers, setShowingStrangers] = useState(false);
  const alias = session?.alias ?? '';

  const graph = useMemo(
    () => buildNetworkGraph({ alias }, friends.value, relays.relays, relays.strangers),
    [alias, friends.value, relays.relays, relays.strangers],
  );

  const refresh = () => {
    friends.reload();
    setRefreshes((n) => n + 1);
  };

  return (
    <section className="me-network" aria-labelledby="me-network-title">
      <div className="me-network-bar">
        <h2 id="me-network-title">{t('network.title')}</h2>
        <IonButton fill="clear" size="small" onClick={refresh}>
          <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
          {t('network.refresh')}
        </IonButton>
        <IonButton fill="clear" size="small" onClick={() => setShowingStrangers(true)}>
          <IonIcon slot="start" icon={gitNetworkOutline} aria-hidden="true" />
          {t('network.strangers', { n: relays.strangers.length })}
        </IonButton>
      </div>
      <NetworkCanvas graph={graph} paused={covered} refreshes={refreshes} />
      <p className="me-network-status" role="status">
        {refreshes > 0 ? t('network.refreshed') : ''}
      </p>
      <NetworkLegend />
      <NetworkNodeList nodes={graph.nodes} />
      <StrangerRelaysModal
        open={showingStrangers}
        strangers={relays.strangers}
        onClose={() => setShowingStrangers(false)}
      />
    </section>
  );
}
