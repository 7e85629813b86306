/**
 * Bundles the relay (src/relay/main.ts) into JavaScript that Node runs without a TypeScript loader:
 * tsx's loader runs in a thread of its own, with its own heap, and cost a relay about 40 MB of
 * memory. Packages stay in node_modules. The bundle sits as deep below the repository root as
 * main.ts does, so the relay's relative paths (../../package.json) resolve the same.
 *
 * `vite build` (and so `npm start`) runs this after the app; `npm run build:relay` runs it alone;
 * `npm run relay`, the test setups and the benches build before they start a relay.
 */
import { build, type OutputFile, type Plugin } from 'esbuild';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const OUT_DIR = fileURLToPath(new URL('../build/relay', import.meta.url));
export const RELAY_BUNDLE = `${OUT_DIR}/main.js`;
const source = (name: string) => fileURLToPath(new URL(`../src/relay/${name}.ts`, import.meta.url));

/**
 * In one bundle every package import would run before the bundle's own code, so Gun would greet
 * the console before quiet-gun.ts could hush it. Built as a module of its own and imported first,
 * it runs first, as it does from the sources.
 */
const quietGunFirst: Plugin = {
  name: 'quiet-gun-first',
  setup(relay) {
    relay.onResolve({ filter: /\/quiet-gun\.ts$/ }, (args) =>
      args.kind === 'entry-point' ? undefined : { path: './quiet-gun.js', external: true },
    );
  },
};

/**
 * Writes each built file beside its place and renames it into it, so a process started while
 * another (the other test runner, a bench) builds never loads half a file.
 */
export async function writeWhole(files: readonly OutputFile[]): Promise<void> {
  await Promise.all(
    files.map(async (file) => {
      await mkdir(path.dirname(file.path), { recursive: true });
      const partial = `${file.path}.${process.pid}.partial`;
      await writeFile(partial, file.contents);
      await rename(partial, file.path);
    }),
  );
}

export async function buildRelay(): Promise<void> {
  const { outputFiles } = await build({
    entryPoints: [source('main'), source('quiet-gun')],
    outdir: OUT_DIR,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    plugins: [quietGunFirst],
    logLevel: 'warning',
    write: false,
  });
  await writeWhole(outputFiles);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await buildRelay();
