import { useTranslation } from 'react-i18next';
import type { LockedPageTexts } from '@core/web-tools/locked-page.ts';

/** The locked page's texts in the author's language now: the page keeps them once made. */
export function useLockedPageTexts(): LockedPageTexts {
  const { t, i18n } = useTranslation('tools');
  return {
    language: i18n.resolvedLanguage ?? i18n.language,
    title: t('webTools.page.title'),
    sumPrompt: t('webTools.page.sumPrompt'),
    sumAnswer: t('webTools.page.sumAnswer'),
    sumWrong: t('webTools.page.sumWrong'),
    next: t('webTools.page.next'),
    passwordPrompt: t('webTools.page.passwordPrompt'),
    unlock: t('webTools.page.unlock'),
    unlocking: t('webTools.page.unlocking'),
    wrongPassword: t('webTools.page.wrongPassword'),
  };
}
