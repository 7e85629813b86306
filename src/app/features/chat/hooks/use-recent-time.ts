import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRecentTime } from '@core/chat/recent-time.ts';
import { formatClock, formatDate } from '../../../ui/format-time.ts';

/** The current time, refreshed every half minute so "Just now" and "Mins ago" move on. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * The spec's recent-time text: Just now, Mins ago, Today/Yesterday/Tomorrow with the time, else
 * the date and time, written the way the interface language writes them.
 */
export function useRecentTimeText(): (timestamp: number, now: number) => string {
  const { t, i18n } = useTranslation('chat');
  const language = i18n.language;
  return useCallback(
    (timestamp, now) => {
      const at = formatRecentTime(timestamp, now);
      const time = formatClock(timestamp, language);
      switch (at.kind) {
        case 'just-now':
          return t('time.justNow');
        case 'mins-ago':
          return t('time.minsAgo', { minutes: at.minutes });
        case 'today':
          return t('time.today', { time });
        case 'yesterday':
          return t('time.yesterday', { time });
        case 'tomorrow':
          return t('time.tomorrow', { time });
        case 'date':
          return t('time.date', { date: formatDate(timestamp, language), time });
      }
    },
    [t, language],
  );
}

/** A day separator's text: Today, Yesterday, else the date. */
export function useDayText(): (timestamp: number, now: number) => string {
  const { t, i18n } = useTranslation('chat');
  const language = i18n.language;
  return useCallback(
    (timestamp, now) => {
      const day = new Date(timestamp).toDateString();
      if (day === new Date(now).toDateString()) return t('day.today');
      const yesterday = new Date(now);
      yesterday.setDate(yesterday.getDate() - 1);
      if (day === yesterday.toDateString()) return t('day.yesterday');
      return formatDate(timestamp, language);
    },
    [t, language],
  );
}
