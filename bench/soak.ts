/**
 * The relay's store over three simulated months (npm run bench:soak): each simulated day brings
 * 10,000 stream records of about 700 characters in 500 day nodes, 200 letters and 100 profile
 * updates, written through the graph store as the relay writes them; the retention sweep runs on
 * the simulated clock (30 days). Prints the store's disk size, fields held and the process's memory
 * every 10 days: both level off once the first records expire. The last line is JSON.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openGraphStore, type FieldWrite } from '../src/relay/graph-store.ts';
import { directorySize } from '../src/relay/health.ts';
import { keepForRetention } from '../src/relay/retention.ts';

const DAYS = Number(process.env['MESHTALK_SOAK_DAYS'] ?? 90);
const RECORDS_PER_DAY = Number(process.env['MESHTALK_SOAK_RECORDS'] ?? 10_000);
const RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 1_000;

const dir = await mkdtemp(path.join(tmpdir(), 'meshtalk-soak-'));
const store = openGraphStore(dir);
let now = Date.UTC(2026, 0, 1);
const retention = keepForRetention(store, RETENTION_DAYS * DAY_MS, () => now);
const value = `{"v":1,"value":"${'x'.repeat(680)}","sig":"s"}`;
const mb = (bytes: number) => Math.round(bytes / 104_857.6) / 10;
const curve = [];

for (let day = 1; day <= DAYS; day++) {
  const writes: FieldWrite[] = [];
  for (let i = 0; i < RECORDS_PER_DAY; i++) {
    writes.push({
      soul: `~w${i % 500}/s/day${day}-${i % 500}`,
      key: `r${i}`,
      value,
      state: now + i,
    });
  }
  for (let i = 0; i < 200; i++) {
    writes.push({ soul: `meshtalk/v2/inbox/t${i}/${day}#`, key: `h${i}`, value, state: now + i });
  }
  for (let i = 0; i < 100; i++) {
    writes.push({ soul: `~w${i}/profile`, key: 'card', value, state: now + i });
  }
  for (let at = 0; at < writes.length; at += BATCH) store.writeNow(writes.slice(at, at + BATCH));
  now += DAY_MS;
  retention.sweep();
  if (day % 10 === 0 || day === DAYS) {
    const memory = process.memoryUsage();
    const point = {
      day,
      diskMb: mb(await directorySize(dir)),
      fields: store.fieldCount(),
      expired: store.expiredCount(),
      rssMb: mb(memory.rss),
      heapMb: mb(memory.heapUsed),
    };
    curve.push(point);
    console.log(point);
  }
}
retention.stop();
store.close();
await rm(dir, { recursive: true, force: true });
console.log(JSON.stringify({ bench: 'soak', days: DAYS, recordsPerDay: RECORDS_PER_DAY, curve }));
