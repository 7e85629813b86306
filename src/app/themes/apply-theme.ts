import { ionicColourVariables } from './colour.ts';
import { LEGACY_STEP_VARIABLES, LIGHT_STATUS_VARIABLES } from './scheme-colours.ts';
import { themeById } from './themes.ts';
import './ionic-text.css';

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
 * dark scheme, with the status colours and step names every theme shares (scheme-colours.ts).
 * Inline variables on <html> win over the palette's `:root` rules. Unknown ids get the default
 * theme. The browser's (and the installed app's) title bar takes the same colour.
 */
export function applyTheme(id: string): void {
  const theme = themeById(id);
  currentId = theme.id;
  const dark = prefersDark()?.matches ?? false;
  const primary = dark ? theme.dark : theme.light;
  const root = document.documentElement;
  for (const name of Object.keys(LIGHT_STATUS_VARIABLES)) root.style.removeProperty(name);
  const variables = {
    ...ionicColourVariables('primary', primary),
    ...(dark ? {} : LIGHT_STATUS_VARIABLES),
    ...LEGACY_STEP_VARIABLES,
  };
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
  root.style.setProperty('--app-theme-accent', theme.accent);
  root.dataset.theme = theme.id;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', primary);
}
