import { ionicColourVariables } from './colour.ts';
import { themeById } from './themes.ts';

const DARK_QUERY = '(prefers-color-scheme: dark)';

let currentId = '';
let darkQuery: MediaQueryList | null = null;

function prefersDark(): MediaQueryList | null {
  if (typeof window.matchMedia !== 'function') return null;
  if (!darkQuery) {
    darkQuery = window.matchMedia(DARK_QUERY);
    // Ionic's dark.system palette follows the OS scheme live; the primary has to follow it too.
    darkQuery.addEventListener('change', () => applyTheme(currentId));
  }
  return darkQuery;
}

/**
 * Sets Ionic's primary colour variables on <html> for the chosen theme and the current light or
 * dark scheme. Inline variables on <html> win over the palette's `:root` rules. Unknown ids get
 * the default theme. The browser's (and the installed app's) title bar takes the same colour.
 */
export function applyTheme(id: string): void {
  const theme = themeById(id);
  currentId = theme.id;
  const dark = prefersDark()?.matches ?? false;
  const primary = dark ? theme.dark : theme.light;
  const root = document.documentElement;
  const variables = ionicColourVariables('primary', primary);
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
  root.style.setProperty('--app-theme-accent', theme.accent);
  root.dataset.theme = theme.id;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', primary);
}
