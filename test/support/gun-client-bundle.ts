/**
 * The gun-client child (gun-client.ts) as one JavaScript file: a child started on it loads no
 * TypeScript loader, which cost each of the Node tests' many children about 0.2 CPU-s at start.
 * The Node tests' global setup builds it and names it in `MESHTALK_GUN_CLIENT_BUNDLE`; without
 * that (a bench, a script), and for children that load a module of handlers, children run the
 * sources through tsx.
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { writeWhole } from '../../scripts/build-relay.ts';
import { GUN_CLIENT_BUNDLE_ENV } from './gun-client.ts';

const BUNDLE = fileURLToPath(new URL('../../build/test/gun-client.js', import.meta.url));

/** Builds the bundle and names it for the processes this one starts from now on. */
export async function buildGunClientBundle(): Promise<void> {
  const { outputFiles } = await build({
    entryPoints: [fileURLToPath(new URL('./gun-client.ts', import.meta.url))],
    outfile: BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
    write: false,
  });
  await writeWhole(outputFiles);
  process.env[GUN_CLIENT_BUNDLE_ENV] = BUNDLE;
}
