import { createContext, useContext } from 'react';
import type { RouteEntry } from './route-table.ts';

/** The route entry a screen was opened through: shared screens (the placeholder) read their title here. */
export const RouteEntryContext = createContext<RouteEntry | null>(null);

export function useRouteEntry(): RouteEntry | null {
  return useContext(RouteEntryContext);
}
