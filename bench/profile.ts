/**
 * Where a V8 CPU profile's time went (npx tsx bench/profile.ts <file.cpuprofile>): busy time by
 * part (Gun's core, SEA, the relay's own code, the websocket library, SQLite, JSON, the garbage
 * collector) and the functions with the most self time. Idle time is left out of the shares.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

const PARTS: readonly [string, RegExp][] = [
  ['SEA (signature checks)', /gun\/sea\.js/],
  ['Gun core', /gun\/(gun|lib\/)/],
  ['websocket (ws)', /node_modules\/ws\//],
  ['SQLite (libsql)', /libsql/],
  ['relay code (wire rules, limits, store, mesh)', /build\/relay|src\/relay|src\/core/],
];

const file = process.argv[2];
if (!file) throw new Error('usage: bench/profile.ts <file.cpuprofile>');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map<number, number>();
profile.samples.forEach((id, i) =>
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)),
);

const partOf = ({ functionName, url }: ProfileNode['callFrame']): string => {
  if (functionName === '(idle)') return 'idle';
  if (functionName === '(garbage collector)') return 'garbage collector';
  if (!url) return /^(parse|stringify)$/.test(functionName) ? 'JSON' : `native: ${functionName}`;
  return PARTS.find(([, pattern]) => pattern.test(url))?.[0] ?? 'Node internals';
};
const parts = new Map<string, number>();
const functions = new Map<string, number>();
for (const [id, micros] of self) {
  const frame = byId.get(id)?.callFrame;
  if (!frame) continue;
  const part = partOf(frame);
  parts.set(part, (parts.get(part) ?? 0) + micros);
  if (part === 'idle') continue;
  const name = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').slice(-2).join('/')}:${frame.lineNumber + 1}`;
  functions.set(name, (functions.get(name) ?? 0) + micros);
}
const busy = [...parts].filter(([part]) => part !== 'idle').reduce((sum, [, t]) => sum + t, 0);
const share = (micros: number) => `${((100 * micros) / busy).toFixed(1)}%`;
console.log(
  `busy ${(busy / 1e6).toFixed(1)} s, idle ${((parts.get('idle') ?? 0) / 1e6).toFixed(1)} s`,
);
for (const [part, micros] of [...parts]
  .filter(([p]) => p !== 'idle')
  .sort((a, b) => b[1] - a[1])
  .slice(0, 12)) {
  console.log(`  ${share(micros).padStart(6)}  ${part}`);
}
console.log('functions with the most self time:');
for (const [name, micros] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
  console.log(`  ${share(micros).padStart(6)}  ${name}`);
}
