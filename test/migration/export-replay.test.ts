/**
 * A migration export replayed, from the attacker's side: an observer keeps a copy of a relay's
 * data folder while an export lies there, and after the import removed it puts the head and the
 * chunk back (their own signatures and states) on a relay that never saw the removal. The device
 * that imported it must refuse it, even after a logout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chunkPlace,
  headPlace,
  migrationKeys,
} from '../../src/core/migration/migration-records.ts';
import { parseSyncCode } from '../../src/core/migration/sync-code.ts';
import { streamSoul } from '../../src/core/streams/sealed-record.ts';
import { eventually } from '../support/eventually.ts';
import { startDevice, type Device } from '../identity/support/device.ts';
import { storedLeaf, type StoredLeaf } from '../identity/support/relay-leaf.ts';
import { startGunClient, type GunClientProcess } from '../support/gun-client.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';

describe('a migration export put back after its import', () => {
  let relay: TestRelay;
  /** A relay that never heard the removal: the attacker's copy is all it has. */
  let hostile: TestRelay;
  let phone: Device;
  let laptop: Device;
  let eve: GunClientProcess;

  beforeAll(async () => {
    [relay, hostile] = await Promise.all([
      startTestRelay({ serveApp: false }),
      startTestRelay({ serveApp: false }),
    ]);
    phone = await startDevice(relay.gunUrl, 'Me');
    eve = await startGunClient(hostile.gunUrl, { signIn: true });
  }, 60_000);

  afterAll(async () => {
    await eve?.close();
    await Promise.all([phone, laptop].map((device) => device?.close()));
    await Promise.all([relay, hostile].map((r) => r?.dispose()));
  });

  it('is refused by the device that imported it, also after a logout', async () => {
    await phone.core.ai.conversations.create({ role: 'user', content: 'a question' }, 'tiny');
    const exported = await phone.core.migration.export();
    if (!exported.ok) throw new Error(exported.error);
    const code = exported.value.code;
    const bytes = parseSyncCode(code);
    if (!bytes.ok) throw new Error('bad code');
    const keys = await migrationKeys(bytes.value);
    const places = [headPlace(keys), await chunkPlace(keys, 0)].map((place) => ({
      soul: streamSoul(phone.pair.pub, place.node),
      key: place.key,
    }));
    // The observer's copy of the data folder, taken while the export lies there.
    const copied: StoredLeaf[] = await eventually(
      () => {
        const leaves = places.map(({ soul, key }) => storedLeaf(relay.dataDir, soul, key));
        return leaves.every((leaf) => leaf !== undefined) ? leaves : undefined;
      },
      15_000,
      'the export on the relay’s disk',
    );

    laptop = await startDevice(relay.gunUrl, 'Me', phone.pair);
    const imported = await laptop.core.migration.import(code);
    expect(imported).toMatchObject({ ok: true, value: { aiConversations: 1 } });
    await laptop.core.account.logout();
    await laptop.core.account.importKeyPair(JSON.stringify(phone.pair), 'device password');

    for (const [index, { soul, key }] of places.entries()) {
      const leaf = copied[index] as StoredLeaf;
      const replayed = await eve.rawPut(soul, key, leaf.value, { state: leaf.state });
      expect(replayed?.err, `${soul} ${key}`).toBeUndefined();
    }
    await laptop.reopen(hostile.gunUrl);
    // The head was served (a missing one reads as an invalid code), and refused.
    expect(await laptop.core.migration.import(code)).toEqual({
      ok: false,
      error: 'already-imported',
    });
    expect(await laptop.core.ai.conversations.list()).toEqual([]);
  }, 90_000);
});
