/** Builds the relay and the gun-client child once for the whole run (relay.ts, gun-client.ts). */
import { buildRelay } from '../../scripts/build-relay.ts';
import { buildGunClientBundle } from './gun-client-bundle.ts';

export default async function globalSetup(): Promise<void> {
  await Promise.all([buildRelay(), buildGunClientBundle()]);
}
