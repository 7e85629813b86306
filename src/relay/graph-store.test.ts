import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openGraphStore, type FieldWrite, type GraphStore } from './graph-store.ts';
import { importRadiskFiles, radiskFields } from './radisk-import.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 30);

describe('the relay graph store', () => {
  let dir: string;
  let store: GraphStore;
  const written = (write: FieldWrite) =>
    new Promise<void>((resolve, reject) =>
      store.write(write, (error) => (error ? reject(error) : resolve())),
    );

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'meshtalk-graph-'));
    store = openGraphStore(dir);
  });
  afterEach(async () => {
    store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps the newer of two states, whichever arrives last, and survives reopening', async () => {
    await written({ soul: '~a/profile', key: 'card', value: 'v2', state: NOW });
    await written({ soul: '~a/profile', key: 'card', value: 'v1', state: NOW - 1 });
    expect(store.field('~a/profile', 'card')).toEqual({ value: 'v2', state: NOW });
    store.close();
    store = openGraphStore(dir);
    expect(store.node('~a/profile')).toEqual(new Map([['card', { value: 'v2', state: NOW }]]));
  });

  it('answers with writes not yet committed', () => {
    store.write({ soul: '~a/s/day', key: 'r1', value: 'x', state: NOW }, () => undefined);
    expect(store.field('~a/s/day', 'r1')?.value).toBe('x');
    expect(store.node('~a/s/day').get('r1')?.value).toBe('x');
  });

  it('forgets only stream records, letters and probes older than the cut-off', () => {
    const old = NOW - 31 * DAY_MS;
    store.writeNow([
      { soul: '~a/s/day', key: 'old', value: 'r', state: old },
      { soul: '~a/s/day', key: 'new', value: 'r', state: NOW },
      { soul: 'meshtalk/v2/inbox/tag/20261029#', key: 'h', value: 'l', state: old },
      { soul: 'meshtalk/probe/20261029#', key: 'h', value: 'p', state: old },
      { soul: '~a/profile', key: 'card', value: 'c', state: old },
      { soul: '~a/devices', key: 'list', value: 'd', state: old },
      { soul: 'meshtalk/v1/room/label#', key: 'h', value: 'e', state: old },
    ]);
    expect(store.forgetBefore(NOW - 30 * DAY_MS)).toBe(3);
    expect(store.expiredCount()).toBe(3);
    expect([...store.node('~a/s/day').keys()]).toEqual(['new']);
    expect(store.field('~a/profile', 'card')).toBeDefined();
    expect(store.field('~a/devices', 'list')).toBeDefined();
    expect(store.field('meshtalk/v1/room/label#', 'h')).toBeDefined();
    expect(store.fieldCount()).toBe(4);
  });

  it('takes radisk files in and removes them once they are stored', async () => {
    // Radisk's radix tree: keys joined along the path spell `<soul>\x1b<field>`.
    const tree = {
      '~a/': {
        'profile\u001bcard': { '': { ':': 'card', '>': NOW } },
        's/day\u001br1': { '': { ':': 'record', '>': NOW - 5 } },
      },
    };
    await writeFile(path.join(dir, '!'), JSON.stringify(tree));
    await writeFile(path.join(dir, 'notes.txt'), 'not radisk');
    expect(await importRadiskFiles(dir, store)).toBe(2);
    expect(store.field('~a/profile', 'card')).toEqual({ value: 'card', state: NOW });
    expect(store.field('~a/s/day', 'r1')).toEqual({ value: 'record', state: NOW - 5 });
    expect((await readdir(dir)).sort()).not.toContain('!');
    expect(await readdir(dir)).toContain('notes.txt');
  });

  it('reads no fields from text that is not a radisk tree', () => {
    expect(radiskFields('not json')).toEqual([]);
    expect(radiskFields('[1,2]')).toEqual([]);
    expect(radiskFields(JSON.stringify({ a: { '': { ':': 'no separator', '>': 1 } } }))).toEqual(
      [],
    );
  });
});
