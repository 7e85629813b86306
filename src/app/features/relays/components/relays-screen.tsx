import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonList } from '../../../ui/ionic/ion-list.ts';
import { IonSearchbar } from '../../../ui/ionic/ion-searchbar.tsx';
import { IonSpinner } from '../../../ui/ionic/ion-spinner.ts';
import { useRelayActions } from '../hooks/use-relay-actions.ts';
import { useRelays } from '../hooks/use-relays.ts';
import { filterRelays } from '../lib/relay-state.ts';
import { AddRelayForm } from './add-relay-form.tsx';
import { RelayModal } from './relay-modal.tsx';
import { RelayRow } from './relay-row.tsx';
import { RelaySummary } from './relay-summary.tsx';
import { RelayLegend, StrangerRelays } from './stranger-relays.tsx';
import '../relays.css';

/**
 * The relay page's content (the Relay tab, /relaypage and /gunstatus): the summary, the add box,
 * the search, the list with its details modal, stranger relays and the legend. Every view
 * follows the core live: tests, connections coming and going, friends' shared lists.
 */
export function RelaysScreen() {
  const { t } = useTranslation('relays');
  const snapshot = useRelays();
  const actions = useRelayActions();
  const [search, setSearch] = useState('');
  const [openUrl, setOpenUrl] = useState<string | null>(null);
  const shown = useMemo(() => filterRelays(snapshot.relays, search), [snapshot.relays, search]);
  const open = snapshot.relays.find((relay) => relay.url === openUrl) ?? null;

  // Opening the page tests each relay that has no reading yet.
  const { loaded } = snapshot;
  useEffect(() => {
    if (loaded) actions.testUntested();
  }, [loaded, actions]);

  const toggle = useCallback(
    (url: string, enabled: boolean) => void actions.setEnabled(url, enabled),
    [actions],
  );
  const addStranger = useCallback((url: string) => void actions.add(url), [actions]);

  if (!loaded) {
    return (
      <div className="relay-loading">
        <IonSpinner aria-label={t('list.label')} />
      </div>
    );
  }
  return (
    <div className="relay-column">
      <RelaySummary snapshot={snapshot} onTestAll={actions.testAll} />
      <AddRelayForm onAdd={actions.add} />
      <IonSearchbar
        value={search}
        placeholder={t('search')}
        aria-label={t('search')}
        debounce={0}
        onIonInput={(event) => setSearch(event.detail.value ?? '')}
      />
      <IonList aria-label={t('list.label')}>
        {shown.map((relay) => (
          <RelayRow
            key={relay.url}
            relay={relay}
            onOpen={setOpenUrl}
            onToggle={toggle}
            onTest={actions.test}
          />
        ))}
      </IonList>
      {shown.length === 0 && (
        <p className="relay-empty">
          {snapshot.relays.length === 0 ? t('list.empty') : t('list.noMatch')}
        </p>
      )}
      <StrangerRelays strangers={snapshot.strangers} onAdd={addStranger} />
      <RelayLegend />
      <RelayModal relay={open} actions={actions} onClose={() => setOpenUrl(null)} />
    </div>
  );
}
