import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRecentTime } from '../../../../core/chat/recent-time.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** The current time, refreshed every half minute so "Just now" and "Mins ago" move on. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** The spec's recent-time text: Just now, Mins ago, Today/Yesterday/Tomorrow hh:mm, else the date. */
export function useRecentTimeText(): (timestamp: number, now: number) => string {
  const { t } = useTranslation('chat');
  return useCallback(
    (timestamp, now) => {
      const at = formatRecentTime(timestamp, now);
      switch (at.kind) {
        case 'just-now':
          return t('time.justNow');
        case 'mins-ago':
          return t('time.minsAgo', { minutes: at.minutes });
        case 'today':
          return t('time.today', { time: `${pad(at.hour)}:${pad(at.minute)}` });
        case 'yesterday':
          return t('time.yesterday', { time: `${pad(at.hour)}:${pad(at.minute)}` });
        case 'tomorrow':
          return t('time.tomorrow', { time: `${pad(at.hour)}:${pad(at.minute)}` });
        case 'date':
          return t('time.date', {
            date: `${at.year}-${pad(at.month)}-${pad(at.day)}`,
            time: `${pad(at.hour)}:${pad(at.minute)}`,
          });
      }
    },
    [t],
  );
}
