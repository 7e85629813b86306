import { useTranslation } from 'react-i18next';
import { latencyClass, type RelayView } from '@core/relays/relay-types.ts';
import { relayState } from '../lib/relay-state.ts';

/** The last test's figure and its class, or why there is none ("connection timeout"). */
export function RelayLatency({ relay }: { relay: RelayView }) {
  const { t } = useTranslation('relays');
  if (relay.testing) return <span className="relay-latency">{t('latency.testing')}</span>;
  if (relay.failure) {
    return (
      <span className="relay-latency relay-latency--poor">
        {t(relay.failure === 'timeout' ? 'latency.timeout' : 'latency.refused')}
      </span>
    );
  }
  const quality = latencyClass(relay);
  if (relay.latencyMs === null) {
    return <span className="relay-latency">{t('latency.unknown')}</span>;
  }
  return (
    <span className={`relay-latency relay-latency--${quality}`}>
      {t('latency.ms', { ms: relay.latencyMs })} · {t(`latency.${quality}`)}
    </span>
  );
}

/** Available, unavailable or checking. */
export function RelayStatusText({ relay }: { relay: RelayView }) {
  const { t } = useTranslation('relays');
  return <span className="relay-status">{t(`status.${relay.status}`)}</span>;
}

/** The relay's state label with its legend colour. */
export function RelayStateLabel({ relay }: { relay: RelayView }) {
  const { t } = useTranslation('relays');
  const state = relayState(relay);
  return (
    <span className="relay-state">
      <span className={`relay-dot relay-dot--${state}`} aria-hidden="true" />
      {t(`state.${state}`)}
    </span>
  );
}
