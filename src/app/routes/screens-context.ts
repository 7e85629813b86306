import { createContext, useContext, type ComponentType } from 'react';
import type { RouteEntry } from './route-table.ts';

/**
 * What a screen may ask of the other screens without importing them (which would import every
 * screen): `AppRoutes` provides it.
 */
export interface Screens {
  /** Starts loading the screen at `pathname` ahead of its render. */
  preload(pathname: string): void;
  /** The screen of a route by its id, to show it outside the outlet (the Me page's sub-pages). */
  screen(id: string): { entry: RouteEntry; page: ComponentType } | null;
}

export const ScreensContext = createContext<Screens | null>(null);

export function useScreens(): Screens {
  const screens = useContext(ScreensContext);
  if (!screens) throw new Error('useScreens() needs <AppRoutes> above it');
  return screens;
}
