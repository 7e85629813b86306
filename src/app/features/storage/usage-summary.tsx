import { useTranslation } from 'react-i18next';
import { IonProgressBar } from '../../ui/ionic/ion-progress-bar.ts';
import { FigureRow } from './figure-row.tsx';
import { formatDecimal, formatMegabytes } from '../../ui/format-number.ts';
import type { StorageOverview } from './use-storage-overview.ts';

/** Used space and quota in MB with the percent used, or the spec's error text. */
export function UsageSummary({ estimate }: Pick<StorageOverview, 'estimate'>) {
  const { t, i18n } = useTranslation('storage');
  if (!estimate) return <FigureRow label={t('usage.title')} value="…" />;
  if (!estimate.ok) {
    const text = estimate.error === 'unsupported' ? t('usage.unsupported') : t('usage.failed');
    return <FigureRow label={t('usage.title')} value={text} />;
  }
  const { usage, quota } = estimate.value;
  const fraction = quota > 0 ? usage / quota : 0;
  return (
    <>
      <FigureRow
        label={t('usage.title')}
        value={t('usage.summary', {
          used: formatMegabytes(usage, i18n.language),
          quota: formatMegabytes(quota, i18n.language),
          percent: formatDecimal(fraction * 100, 2, i18n.language),
        })}
      />
      {/* An item of the section's list, as the figure above is. */}
      <div role="listitem">
        <IonProgressBar value={fraction} aria-label={t('usage.title')} />
      </div>
    </>
  );
}
