import { matchRoutes } from 'react-router';
import { ROUTE_TABLE, type RouteEntry } from './route-table.ts';

interface RouteObjectWithEntry {
  path: string;
  entry: RouteEntry;
}

const ROUTE_OBJECTS: RouteObjectWithEntry[] = ROUTE_TABLE.flatMap((entry) =>
  entry.paths.map((path) => ({ path, entry })),
);

/**
 * The entry a pathname opens, ranked the way the router ranks routes (without regard to case,
 * static segments before parameters), or null for an unknown path.
 */
export function resolveRoute(pathname: string): RouteEntry | null {
  const matches = matchRoutes(ROUTE_OBJECTS, pathname);
  return matches?.at(-1)?.route.entry ?? null;
}
