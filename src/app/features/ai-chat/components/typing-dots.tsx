import { useTranslation } from 'react-i18next';

/** Shown until the first chunk of a reply arrives. */
export function TypingDots() {
  const { t } = useTranslation('ai');
  return (
    <span className="ai-typing" role="status" aria-label={t('chat.typing')}>
      <span />
      <span />
      <span />
    </span>
  );
}
