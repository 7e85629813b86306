import { useTranslation } from 'react-i18next';
import { LOG_RING_SIZE, type LogLine } from '@core/util/log.ts';
import { formatClock } from '../../ui/format-time.ts';

/**
 * The debug logger's last lines (the ring keeps no message content, keys or IDs): one item of its
 * section's list. The log scrolls, so it takes the focus for keyboard scrolling.
 */
export function LogLines({ lines }: { lines: readonly LogLine[] }) {
  const { t, i18n } = useTranslation('storage');
  return (
    <div role="listitem">
      <p className="settings-note">{t('monitor.logsNote', { count: LOG_RING_SIZE })}</p>
      <pre className="storage-logs" role="log" aria-label={t('monitor.logs')} tabIndex={0}>
        {lines.length === 0
          ? t('monitor.noLogs')
          : lines
              .map(
                (line) => `${formatClock(line.at, i18n.language)} [${line.namespace}] ${line.text}`,
              )
              .join('\n')}
      </pre>
    </div>
  );
}
