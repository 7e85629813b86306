import type { KeyboardEvent } from 'react';
import { IonSearchbar } from './ionic/ion-searchbar.ts';
import { webTarget } from '@core/text/web-target.ts';
import { openExternal } from './safe-link.ts';

interface WebSearchbarProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label: string;
}

/**
 * A list's filter box. Enter opens the text as a web address when it looks like one, else as a
 * web search (spec: the Chats and Contacts search boxes).
 */
export function WebSearchbar({ value, onChange, placeholder, label }: WebSearchbarProps) {
  function openWeb(event: KeyboardEvent) {
    if (event.key !== 'Enter') return;
    const url = webTarget(value);
    if (url) openExternal(url);
  }

  return (
    <IonSearchbar
      value={value}
      placeholder={placeholder}
      aria-label={label}
      debounce={0}
      onIonInput={(event) => onChange(event.detail.value ?? '')}
      onKeyDown={openWeb}
    />
  );
}
