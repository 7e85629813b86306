import { useTranslation } from 'react-i18next';
import { NODE_KINDS, type NetworkNode } from '../lib/network-graph.ts';

/** The graph's six colours: me, friends, and my relays by state, and stranger relays. */
export function NetworkLegend() {
  const { t } = useTranslation('me');
  return (
    <section className="me-legend" aria-labelledby="me-legend-title">
      <h3 id="me-legend-title">{t('legend.title')}</h3>
      <ul>
        {NODE_KINDS.map((kind) => (
          <li key={kind}>
            <span className={`me-dot me-dot--${kind}`} aria-hidden="true" />
            {t(`kind.${kind}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Every node of the graph, by name and kind: what the graph shows, readable without it. */
export function NetworkNodeList({ nodes }: { nodes: readonly NetworkNode[] }) {
  const { t } = useTranslation('me');
  return (
    <ul className="me-nodes" aria-label={t('network.nodes')}>
      {nodes.map((node) => (
        <li key={node.id} className="me-node">
          <span className={`me-dot me-dot--${node.kind}`} aria-hidden="true" />
          <span className="me-node-name">{node.label}</span>
          <span className="me-node-kind">{t(`kind.${node.kind}`)}</span>
        </li>
      ))}
    </ul>
  );
}
