import { useTranslation } from 'react-i18next';

interface CharCounterProps {
  id: string;
  count: number;
  max: number;
}

/** "n/max" under a text field, in the over-limit style past `max`. */
export function CharCounter({ id, count, max }: CharCounterProps) {
  const { t } = useTranslation('moments');
  return (
    <p id={id} className={count > max ? 'moment-counter moment-counter-over' : 'moment-counter'}>
      {t('compose.counter', { count, max })}
    </p>
  );
}
