/** Own state without a network: the merge rule, sealing and opening, and local versions. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sea, type KeyPair } from '../crypto/sea.ts';
import { encryptText } from '../protocol/aead.ts';
import { signFields } from '../protocol/signature.ts';
import { RECORD_VERSION, recordLocation, signRecord } from '../protocol/signed-record.ts';
import { openMemoryDatabase } from '../store/node-sqlite.ts';
import type { SqlDatabase } from '../store/sql.ts';
import { MAX_CLOCK_AHEAD_MS, supersedes, type OwnItem, type OwnVersion } from './own-item.ts';
import { ITEM_BYTES, openOwnItem, ownPath, sealOwnItem } from './own-record.ts';
import { OwnStateStore } from './own-state-store.ts';
import { deriveSelfKeys, itemPlace } from './self-keys.ts';

async function newPair(): Promise<KeyPair> {
  const pair = await sea.pair();
  if (!pair?.pub || !pair.priv || !pair.epub || !pair.epriv) throw new Error('SEA.pair failed');
  return { pub: pair.pub, priv: pair.priv, epub: pair.epub, epriv: pair.epriv };
}

const [me, other, friend] = await Promise.all([newPair(), newPair(), newPair()]);
const keys = await deriveSelfKeys(me);
const NOW = 1_700_000_000_000;

const item = (fields: Partial<OwnItem> = {}): OwnItem => ({
  kind: 'friend',
  key: friend.pub,
  at: NOW,
  removed: false,
  data: { alias: 'Bob the harbour master' },
  ...fields,
});

const added = (at: number, data: OwnVersion['data'] = {}): OwnVersion => ({
  at,
  removed: false,
  data,
});
const removed = (at: number): OwnVersion => ({ at, removed: true, data: null });

describe('the merge rule', () => {
  it('takes the later version, whatever it is', () => {
    expect(supersedes(added(2), removed(1))).toBe(true);
    expect(supersedes(removed(2), added(1))).toBe(true);
    expect(supersedes(added(1), removed(2))).toBe(false);
    expect(supersedes(removed(1), added(2))).toBe(false);
  });

  it('lets a removal win over an addition of the same time', () => {
    expect(supersedes(removed(5), added(5))).toBe(true);
    expect(supersedes(added(5), removed(5))).toBe(false);
  });

  it('picks the same one of two additions of the same time on every device', () => {
    const a = added(5, { alias: 'Ann' });
    const b = added(5, { alias: 'Bea' });
    expect(supersedes(a, b)).not.toBe(supersedes(b, a));
    expect(supersedes(a, a)).toBe(false);
    expect(supersedes(removed(5), removed(5))).toBe(false);
  });
});

describe('sealed items', () => {
  it('open at their own place for their owner', async () => {
    const sealed = await sealOwnItem(me, keys, item());
    expect(sealed.place).toEqual(await itemPlace(keys, 'friend', friend.pub));
    expect(await openOwnItem(me.pub, keys, sealed.place, sealed.json, NOW)).toEqual({
      ok: true,
      value: item(),
    });
  });

  it('name and show nothing of the item, and all have the same size', async () => {
    const friendItem = await sealOwnItem(me, keys, item());
    const blockItem = await sealOwnItem(me, keys, item({ kind: 'block', data: {} }));
    const removal = await sealOwnItem(me, keys, item({ removed: true, data: null }));
    for (const { json } of [friendItem, blockItem, removal]) {
      expect(json).not.toContain(friend.pub.slice(0, 20));
      // Long enough that a base64 ciphertext cannot spell it by chance.
      expect(json).not.toContain('harbour master');
      expect(json).not.toContain('friend');
      expect(json.length).toBe(friendItem.json.length);
    }
    expect(friendItem.place.tag).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(friendItem.place.bucket).toMatch(/^[0-9a-f]$/);
    expect(blockItem.place.tag).not.toBe(friendItem.place.tag);
  });

  it('grow by whole units only when an item does not fit in one', async () => {
    const small = await sealOwnItem(me, keys, item());
    const large = await sealOwnItem(me, keys, item({ data: { alias: 'x'.repeat(ITEM_BYTES) } }));
    const opened = await openOwnItem(me.pub, keys, large.place, large.json, NOW);
    expect(opened.ok).toBe(true);
    expect(large.json.length).toBeGreaterThan(small.json.length * 1.8);
  });

  it('are refused when signed by another key', async () => {
    const place = await itemPlace(keys, 'friend', friend.pub);
    const path = ownPath(place);
    const box = await encryptText(keys.seal, JSON.stringify(item()), recordLocation(me.pub, path));
    const at = recordLocation(me.pub, path);
    const sig = await signFields({ v: RECORD_VERSION, at, value: box }, other);
    const forged = JSON.stringify({ v: RECORD_VERSION, value: box, sig });
    expect(await openOwnItem(me.pub, keys, place, forged, NOW)).toEqual({
      ok: false,
      error: 'bad-signature',
    });
  });

  it('are refused when moved to another place or another space', async () => {
    const sealed = await sealOwnItem(me, keys, item());
    const elsewhere = await itemPlace(keys, 'block', friend.pub);
    expect(await openOwnItem(me.pub, keys, elsewhere, sealed.json, NOW)).toMatchObject({
      error: 'bad-signature',
    });
    expect(await openOwnItem(other.pub, keys, sealed.place, sealed.json, NOW)).toMatchObject({
      error: 'bad-signature',
    });
  });

  it('are refused when re-signed at another place, or sealed for another place', async () => {
    const sealed = await sealOwnItem(me, keys, item());
    const box = (JSON.parse(sealed.json) as { value: string }).value;
    const elsewhere = await itemPlace(keys, 'block', friend.pub);
    const moved = await signRecord(me, ownPath(elsewhere), box);
    expect(await openOwnItem(me.pub, keys, elsewhere, moved, NOW)).toMatchObject({
      error: 'undecryptable',
    });
    const location = recordLocation(me.pub, ownPath(elsewhere));
    const misplaced = await encryptText(keys.seal, JSON.stringify(item()), location);
    const record = await signRecord(me, ownPath(elsewhere), misplaced);
    expect(await openOwnItem(me.pub, keys, elsewhere, record, NOW)).toMatchObject({
      error: 'wrong-place',
    });
  });

  it('cannot be opened with another user’s self key', async () => {
    const sealed = await sealOwnItem(me, keys, item());
    const theirs = await deriveSelfKeys(other);
    expect(await openOwnItem(me.pub, theirs, sealed.place, sealed.json, NOW)).toMatchObject({
      ok: false,
    });
  });

  it('are refused from more than 5 minutes in the future', async () => {
    const edge = await sealOwnItem(me, keys, item({ at: NOW + MAX_CLOCK_AHEAD_MS }));
    expect((await openOwnItem(me.pub, keys, edge.place, edge.json, NOW)).ok).toBe(true);
    const ahead = await sealOwnItem(me, keys, item({ at: NOW + MAX_CLOCK_AHEAD_MS + 1 }));
    expect(await openOwnItem(me.pub, keys, ahead.place, ahead.json, NOW)).toEqual({
      ok: false,
      error: 'from-the-future',
    });
  });

  it('are refused when the plaintext is not an item', async () => {
    const place = await itemPlace(keys, 'friend', friend.pub);
    const path = ownPath(place);
    const location = recordLocation(me.pub, path);
    for (const plaintext of ['not json', '[]', JSON.stringify({ ...item(), at: -1 })]) {
      const record = await signRecord(me, path, await encryptText(keys.seal, plaintext, location));
      expect(await openOwnItem(me.pub, keys, place, record, NOW)).toMatchObject({
        error: 'malformed',
      });
    }
  });
});

describe('local versions', () => {
  let db: SqlDatabase;
  let store: OwnStateStore;
  beforeEach(async () => {
    db = await openMemoryDatabase({ migrate: true });
    store = new OwnStateStore(db);
  });
  afterEach(() => db.close());

  const change = { kind: 'block', key: friend.pub, removed: false, data: {} } as const;

  it('stamp a local change after any version seen, so it wins even behind another clock', async () => {
    await db.batch([store.accept(me.pub, item({ kind: 'block', at: NOW + 60_000, data: {} }))]);
    await db.batch([store.recordChange(me.pub, { ...change, removed: true }, NOW)]);
    expect(await store.version(me.pub, 'block', friend.pub)).toMatchObject({
      at: NOW + 60_001,
      removed: true,
    });
    expect(await store.pending(me.pub, 10)).toHaveLength(1);
  });

  it('stay pending when changed again while being published', async () => {
    await db.batch([store.recordChange(me.pub, change, NOW)]);
    const [first] = await store.pending(me.pub, 10);
    await db.batch([store.recordChange(me.pub, { ...change, removed: true }, NOW)]);
    if (!first) throw new Error('nothing pending');
    await store.markPublished(me.pub, first);
    expect(await store.pending(me.pub, 10)).toMatchObject([{ removed: true, at: NOW + 1 }]);
  });

  it('are not replaced by a seed of what the tables held before', async () => {
    await db.batch([store.recordChange(me.pub, { ...change, removed: true }, NOW)]);
    await db.batch([store.seed(me.pub, item({ kind: 'block', at: 0, data: {} }))]);
    expect(await store.version(me.pub, 'block', friend.pub)).toMatchObject({ removed: true });
  });
});
