/** The relay's `/metrics` (started with `--metrics`), as the attack tests read it. */
import type { MetricsReport } from '../../../src/relay/health.ts';

export async function readMetrics(relayUrl: string): Promise<MetricsReport> {
  const response = await fetch(`${relayUrl}/metrics`);
  if (!response.ok) throw new Error(`GET /metrics answered ${response.status}`);
  return (await response.json()) as MetricsReport;
}

/** Every message the relay refused so far, whatever the reason. */
export const refusedTotal = (metrics: MetricsReport): number =>
  Object.values(metrics.refused).reduce((sum, count) => sum + count, 0);
