import { useId, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { THEMES } from './themes.ts';
import './theme-picker.css';

export interface ThemePickerProps {
  value: string;
  onChange: (id: string) => void;
}

/**
 * The fifteen themes as native radio buttons: one tab stop, arrow keys move and choose, and each
 * option is named by its label. The swatch shows the light and dark primary and the accent.
 */
export function ThemePicker({ value, onChange }: ThemePickerProps) {
  const { t } = useTranslation('themes');
  // One name per picker, so two pickers on a page never share a radio group.
  const name = useId();
  return (
    <div className="theme-picker" role="radiogroup" aria-label={t('label')}>
      {THEMES.map((theme) => {
        const inputId = `${name}-${theme.id}`;
        const swatch = {
          '--swatch-light': theme.light,
          '--swatch-dark': theme.dark,
          '--swatch-accent': theme.accent,
        } as CSSProperties;
        return (
          <div className="theme-option" key={theme.id}>
            <input
              id={inputId}
              className="theme-option-input"
              type="radio"
              name={name}
              value={theme.id}
              checked={value === theme.id}
              onChange={() => onChange(theme.id)}
            />
            <label htmlFor={inputId} className="theme-option-label">
              <span className="theme-swatch" style={swatch} aria-hidden="true" />
              <span className="theme-option-name">{t(`names.${theme.id}`)}</span>
            </label>
          </div>
        );
      })}
    </div>
  );
}
