import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chatIdOf } from '../chat/chat-ids.ts';
import { sea, type KeyPair } from '../crypto/sea.ts';
import { memoryKeyValueStore, type KeyValueStore } from '../store/kv.ts';
import { openMemoryDatabase } from '../store/node-sqlite.ts';
import type { SqlDatabase } from '../store/sql.ts';
import { wipeLocalData } from '../identity/account-repository.ts';
import type { MigrationGraph } from './migration-graph.ts';
import { EXPORT_LIFETIME_MS } from './migration-records.ts';
import { MigrationService, type MigrationDeps } from './migration-service.ts';
import { newSyncCode, parseSyncCode } from './sync-code.ts';

/** A relay in a map: `<node>/<key>` → record text. */
function memoryGraph(): MigrationGraph & { records: Map<string, string> } {
  const records = new Map<string, string>();
  return {
    records,
    write: (place, json) => Promise.resolve(void records.set(`${place.node}/${place.key}`, json)),
    remove: (place) => Promise.resolve(records.delete(`${place.node}/${place.key}`) || true),
    read: (_owner, place) => Promise.resolve(records.get(`${place.node}/${place.key}`)),
    online: () => true,
  };
}

const FRIEND = 'friend-pub';
const VOICE = `data:audio/aac;base64,${'A'.repeat(500_000)}`;

async function addMessage(db: SqlDatabase, me: string, msgId: string, content: string, ts: number) {
  await db.run(
    `INSERT INTO messages (chatID, msgId, sender, peer, type, content, timestamp, status)
     VALUES (?, ?, ?, ?, 'voice', ?, ?, 'received')`,
    [chatIdOf(me, FRIEND), msgId, FRIEND, FRIEND, content, ts],
  );
}

describe('MigrationService', () => {
  let pair: KeyPair;
  let source: SqlDatabase;
  let target: SqlDatabase;
  let graph: ReturnType<typeof memoryGraph>;
  let kv: KeyValueStore;
  let clock: number;

  const service = (db: SqlDatabase, extra: Partial<MigrationDeps> = {}) =>
    new MigrationService({
      db,
      graph,
      kv,
      session: () => pair,
      now: () => clock,
      adoptOwnItems: () => Promise.resolve(),
      adoptProfile: () => Promise.resolve(),
      timings: { retryDelaysMs: [], headWaitMs: 10, chunkWaitMs: 10 },
      ...extra,
    });

  beforeEach(async () => {
    pair = (await sea.pair()) as KeyPair;
    [source, target] = await Promise.all([
      openMemoryDatabase({ migrate: true }),
      openMemoryDatabase({ migrate: true }),
    ]);
    await target.run(
      'INSERT INTO buddies (userPub, buddyPub, addedByMe, timestamp) VALUES (?, ?, 1, 1)',
      [pair.pub, FRIEND],
    );
    graph = memoryGraph();
    kv = memoryKeyValueStore();
    clock = 1_700_000_000_000;
  });

  afterEach(async () => {
    await Promise.all([source.close(), target.close()]);
  });

  it('reads its own codes back, forgiving case, spaces and look-alike letters', () => {
    const code = newSyncCode();
    expect(code).toMatch(/^([0-9A-Z]{4}-){7}[0-9A-Z]{4}$/);
    const bytes = parseSyncCode(code);
    expect(bytes.ok && bytes.value.length).toBe(20);
    const typed = parseSyncCode(` ${code.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o')} `);
    expect(typed).toEqual(bytes);
    expect(parseSyncCode('')).toEqual({ ok: false, error: 'empty' });
    expect(parseSyncCode(code.slice(1))).toEqual({ ok: false, error: 'malformed' });
    expect(parseSyncCode(code.replace(/^./, 'U'))).toEqual({ ok: false, error: 'malformed' });
  });

  it('sends a large export in chunks of at most 1 MB and imports it whole', async () => {
    for (let i = 0; i < 3; i++) await addMessage(source, pair.pub, `v${i}`, VOICE, 1_000 + i);
    const exported = await service(source).export();
    if (!exported.ok) throw new Error(exported.error);
    expect(exported.value.chunks).toBe(2);
    for (const record of graph.records.values()) {
      expect((JSON.parse(record) as { value: string }).value.length).toBeLessThanOrEqual(1 << 20);
    }
    const imported = await service(target).import(exported.value.code);
    expect(imported).toMatchObject({ ok: true, value: { messages: 3, newMessages: 3 } });
    const rows = await target.all('SELECT content FROM messages ORDER BY timestamp');
    expect(rows.map((row) => row['content'])).toEqual([VOICE, VOICE, VOICE]);
    expect(await target.all('SELECT pub, lastTime FROM chat_previews')).toEqual([
      { pub: FRIEND, lastTime: 1_002 },
    ]);
    // Removed once imported.
    expect(graph.records.size).toBe(0);
  });

  it('takes nothing from chunks swapped, missing, or sealed under another code', async () => {
    for (let i = 0; i < 3; i++) await addMessage(source, pair.pub, `v${i}`, VOICE, 1_000 + i);
    const exported = await service(source).export();
    if (!exported.ok) throw new Error(exported.error);
    const saved = new Map(graph.records);
    const [first, second] = [...saved.keys()];
    graph.records.set(first as string, saved.get(second as string) as string);
    graph.records.set(second as string, saved.get(first as string) as string);
    // Each chunk opens only at its own place: swapped, the first does not open.
    expect(await service(target).import(exported.value.code)).toEqual({
      ok: false,
      error: 'damaged',
    });
    graph.records.clear();
    // The head is written last: only it is left.
    const head = [...saved].at(-1) as [string, string];
    graph.records.set(...head);
    expect(await service(target).import(exported.value.code)).toEqual({
      ok: false,
      error: 'damaged',
    });
    expect(await target.all('SELECT 1 FROM messages')).toEqual([]);
  });

  it('refuses an export put back after it was imported, also after a logout', async () => {
    await addMessage(source, pair.pub, 'm1', 'data:audio/aac;base64,AAAA', 1_000);
    const exported = await service(source).export();
    if (!exported.ok) throw new Error(exported.error);
    const saved = new Map(graph.records);
    expect((await service(target).import(exported.value.code)).ok).toBe(true);
    expect(graph.records.size).toBe(0);
    await wipeLocalData(target);
    for (const [key, value] of saved) graph.records.set(key, value);
    expect(await service(target).import(exported.value.code)).toEqual({
      ok: false,
      error: 'already-imported',
    });
    expect(await target.all('SELECT 1 FROM messages')).toEqual([]);
  });

  it('looks like any stream record: a random-looking id and a size bucket', async () => {
    await addMessage(source, pair.pub, 'm1', 'data:audio/aac;base64,AAAA', 1_000);
    await addMessage(source, pair.pub, 'm2', VOICE, 1_001);
    const exported = await service(source).export();
    if (!exported.ok) throw new Error(exported.error);
    expect(graph.records.size).toBe(2);
    for (const [place, json] of graph.records) {
      const [node, id] = place.split('/');
      expect(node).toMatch(/^[\w-]{22}$/);
      expect(id).toMatch(/^[\w-]{22}$/);
      const { value } = JSON.parse(json) as { value: string };
      // `<iv>.<ciphertext>`: the bucket plus GCM's 16-byte tag, in base64url.
      const sealed = Buffer.from(value.split('.')[1] ?? '', 'base64url').length - 16;
      expect([512, 2_048, 8_192, 32_768, 65_536].includes(sealed) || sealed % 16_384 === 0).toBe(
        true,
      );
    }
  });

  it('refuses an expired export, and the exporting device removes it once expired', async () => {
    await addMessage(source, pair.pub, 'm1', 'data:audio/aac;base64,AAAA', 1_000);
    const exporter = service(source);
    const exported = await exporter.export();
    if (!exported.ok) throw new Error(exported.error);
    clock += EXPORT_LIFETIME_MS;
    expect(await service(target).import(exported.value.code)).toEqual({
      ok: false,
      error: 'expired',
    });
    expect(graph.records.size).toBe(2);
    exporter.start();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(graph.records.size).toBe(0);
    expect(kv.get('meshtalk:migration:exports')).toBeNull();
  });

  it('never replaces what the device already has', async () => {
    await addMessage(source, pair.pub, 'm1', 'data:audio/aac;base64,OLD', 1_000);
    await addMessage(target, pair.pub, 'm1', 'data:audio/aac;base64,MINE', 1_000);
    for (const [db, title] of [
      [source, 'from the export'],
      [target, 'kept here'],
    ] as const) {
      await db.run(
        `INSERT INTO ai_conversations (id, title, createdAt, updatedAt) VALUES ('c1', ?, 1, 1)`,
        [title],
      );
    }
    const exported = await service(source).export();
    if (!exported.ok) throw new Error(exported.error);
    const imported = await service(target).import(exported.value.code);
    expect(imported).toMatchObject({ ok: true, value: { newMessages: 0, newAiConversations: 0 } });
    expect(await target.all('SELECT content FROM messages')).toEqual([
      { content: 'data:audio/aac;base64,MINE' },
    ]);
    expect(await target.all('SELECT title FROM ai_conversations')).toEqual([
      { title: 'kept here' },
    ]);
  });
});
