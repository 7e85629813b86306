import { useTranslation } from 'react-i18next';
import type { RelaySnapshot } from '@core/relays/relay-types.ts';
import { IonButton } from '../../../ui/ionic/ion-button.ts';

interface RelaySummaryProps {
  snapshot: RelaySnapshot;
  onTestAll: () => void;
}

/** Online or offline, how many relays are enabled, their average latency, "Test All Speed". */
export function RelaySummary({ snapshot, onTestAll }: RelaySummaryProps) {
  const { t } = useTranslation('relays');
  const testing = snapshot.relays.some((relay) => relay.testing);
  return (
    <section className="relay-summary" aria-label={t('summary.label')}>
      <p className="relay-online" role="status">
        <span
          className={`relay-dot relay-dot--${snapshot.online ? 'inUse' : 'error'}`}
          aria-hidden="true"
        />
        {t(snapshot.online ? 'summary.online' : 'summary.offline')}
      </p>
      <p>{t('summary.enabled', { count: snapshot.enabledCount })}</p>
      <p>
        {snapshot.averageLatencyMs === null
          ? t('summary.averageUnknown')
          : t('summary.average', { ms: snapshot.averageLatencyMs })}
      </p>
      <IonButton disabled={testing || snapshot.relays.length === 0} onClick={onTestAll}>
        {t('summary.testAll')}
      </IonButton>
    </section>
  );
}
