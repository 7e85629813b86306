/** The spec's fifteen colour themes. Display names live in the `themes` catalogue (`names.<id>`). */
export interface Theme {
  readonly id: string;
  /**
   * Primary on the light scheme: readable as text on white, on raised surfaces (#f2f2f2,
   * #f4f5f8) and on the selected rows' wash of itself (12 % over any of them), as the sidebar
   * draws the open tab.
   */
  readonly light: string;
  /** Primary on the dark scheme: readable as text on Ionic's dark backgrounds and its wash there. */
  readonly dark: string;
  /** Second colour of the swatch, so themes with close primaries still look different. */
  readonly accent: string;
}

export const THEMES = [
  { id: 'purple', light: '#7637e1', dark: '#a78bfa', accent: '#c084fc' },
  { id: 'neon', light: '#a120b1', dark: '#e879f9', accent: '#22d3ee' },
  { id: 'aurora', light: '#0e6e66', dark: '#5eead4', accent: '#a855f7' },
  { id: 'black-and-white', light: '#000000', dark: '#ffffff', accent: '#9ca3af' },
  { id: 'deep-space', light: '#1e3a8a', dark: '#93c5fd', accent: '#0b1026' },
  { id: 'fire', light: '#ad3a0b', dark: '#fb923c', accent: '#facc15' },
  { id: 'ocean', light: '#03669c', dark: '#38bdf8', accent: '#1d4ed8' },
  { id: 'forest', light: '#166534', dark: '#4ade80', accent: '#3f6212' },
  { id: 'cosmic', light: '#4338ca', dark: '#a5b4fc', accent: '#db2777' },
  { id: 'gold', light: '#8c5506', dark: '#facc15', accent: '#b45309' },
  { id: 'rose', light: '#be123c', dark: '#fb7185', accent: '#fda4af' },
  { id: 'emerald', light: '#046e50', dark: '#34d399', accent: '#065f46' },
  { id: 'mystical', light: '#6b21a8', dark: '#d8b4fe', accent: '#0d9488' },
  { id: 'glacier', light: '#0d6b84', dark: '#67e8f9', accent: '#e0f2fe' },
  { id: 'volcanic', light: '#b91c1c', dark: '#f87171', accent: '#44403c' },
] as const satisfies readonly Theme[];

export type ThemeId = (typeof THEMES)[number]['id'];

export const DEFAULT_THEME_ID: ThemeId = 'purple';

export function isThemeId(id: string): id is ThemeId {
  return THEMES.some((theme) => theme.id === id);
}

/** The theme with this id; an unknown or stale id (from an older app) gets the default. */
export function themeById(id: string): Theme {
  return THEMES.find((theme) => theme.id === id) ?? THEMES[0];
}
