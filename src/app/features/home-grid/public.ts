/** What the home shell and the Me page use of the icon grid: the grid, its icon, the home icons. */
export { IconGrid } from './components/icon-grid.tsx';
export type { GridIcon } from './components/icon-face.tsx';
export { HOME_ICONS } from './lib/home-icons.ts';
