/** Builds the relay bundle once for the whole run: test/support/relay.ts starts it. */
import { buildRelay } from '../../scripts/build-relay.ts';

export default async function globalSetup(): Promise<void> {
  await buildRelay();
}
