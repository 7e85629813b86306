/** What the walks over the route table share. */
import type { RouteEntry } from '../../src/app/routes/route-table.ts';

/**
 * The routes whose content the spec does not show (voice, game, auth test, developer): they keep
 * a titled "not available yet" screen. Every other route has a screen of its own.
 */
export const UNBUILT_ROUTES: ReadonlySet<string> = new Set([
  'voiceCall',
  'voiceRoomTest',
  'gameTest',
  'authTest',
  'devPage',
  'devPost',
]);

/** A route's first spelling without a space: the one the accessibility walk opens. */
export const firstSpelling = (entry: RouteEntry): string =>
  entry.paths.find((known) => !known.includes(' ')) ?? '';

/** A well-formed public key, for the routes that take one (`:pub`, `?pub=`): nobody's. */
export const SAMPLE_PUB =
  'r_ChsAHVJTakmfScIP2qSNE2UaC1UrF2R1ssXkrCAmc.9bphvmbkqLXlfeGXxbipx3mk9M4QDrMMWYtqXUDFkHU';

/** Query parameters some routes take (the spec's, and the safety number's); the page reads them. */
export const WITH_QUERY: Readonly<Record<string, string>> = {
  '/friend-profile': `?pub=${SAMPLE_PUB}`,
  '/stranger-profile': `?pub=${SAMPLE_PUB}`,
  '/safety-number': `?pub=${SAMPLE_PUB}`,
};
