import { useEffect } from 'react';
import { changeLanguage } from '../i18n/i18n.ts';
import { applyTheme } from '../themes/apply-theme.ts';
import { usePreference } from './core-context.ts';

/** Applies the chosen theme and language whenever they change, wherever they were changed. */
export function PreferenceEffects() {
  const [theme] = usePreference('theme');
  const [language] = usePreference('language');
  useEffect(() => applyTheme(theme), [theme]);
  useEffect(() => void changeLanguage(language), [language]);
  return null;
}
