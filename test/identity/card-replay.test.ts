/**
 * Replayed profile cards, from the attacker's side: an observer keeps a copy of a relay's data
 * folder and later puts an older card of Alice's (her own SEA signature and state, her own
 * Meshtalk signature) on a relay that lacks the newer one. Carol, who has seen the newer card or
 * Alice's deletion card, must not go back; Dave, who never saw either, shows that the relay
 * really serves the old card.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContactError } from '../../src/core/contacts/contact-errors.ts';
import { loadProfileCard } from '../../src/core/identity/account-repository.ts';
import { createGraphUserSpace } from '../../src/core/identity/graph-user-space.ts';
import { gunGraph } from '../../src/core/net/gun-graph.ts';
import { fetchProfile } from '../../src/core/identity/profile.ts';
import { createGun } from '../../src/core/net/gun.ts';
import { startGunClient, type GunClientProcess } from '../support/gun-client.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';
import { eventually } from '../support/eventually.ts';
import { startDevice, type Device } from './support/device.ts';
import { storedLeaf, type StoredLeaf } from './support/relay-leaf.ts';

const PASSWORD = 'device password';

describe('a relay serving an older profile card', () => {
  let relay: TestRelay;
  /** A relay that never heard Alice's later cards: the attacker's copy is all it has. */
  let hostile: TestRelay;
  let alice: Device;
  let carol: Device;
  let dave: Device;
  let revived: Device;
  let eve: GunClientProcess;
  /** Alice's older card, as stored. */
  let copied: { soul: string; key: string; leaf: StoredLeaf }[];

  const cardSoul = (): string => `~${alice.pair.pub}/profile`;
  const aliasOf = async (reader: Device): Promise<unknown> => {
    const found = await reader.core.contacts.findUser(alice.pair.pub);
    return found.ok ? found.value.profile : found.error;
  };

  beforeAll(async () => {
    [relay, hostile] = await Promise.all([
      startTestRelay({ serveApp: false }),
      startTestRelay({ serveApp: false }),
    ]);
    [alice, carol] = await Promise.all([
      startDevice(relay.gunUrl, 'Alice'),
      startDevice(relay.gunUrl, 'Carol'),
    ]);
    // The card the observer copies from the relay's data folder.
    expect((await alice.core.account.updateProfile({ alias: 'Alice of old' })).ok).toBe(true);
    const oldCard = await eventually(
      () => {
        const leaf = storedLeaf(relay.dataDir, cardSoul(), 'card');
        return leaf?.value.includes('Alice of old') ? leaf : undefined;
      },
      15_000,
      'the old card on the relay’s disk',
    );
    // Readers ask for the card by its node's soul: the card is all the attacker needs.
    copied = [{ soul: cardSoul(), key: 'card', leaf: oldCard }];
    expect((await alice.core.account.updateProfile({ alias: 'Alice now' })).ok).toBe(true);
    eve = await startGunClient(hostile.gunUrl, { signIn: true });
    for (const { soul, key, leaf } of copied) {
      const replayed = await eve.rawPut(soul, key, leaf.value, { state: leaf.state });
      expect(replayed?.err, `${soul} ${key}`).toBeUndefined();
    }
  }, 90_000);

  afterAll(async () => {
    await eve?.close();
    await Promise.all([alice, carol, dave, revived].map((device) => device?.close()));
    await Promise.all([relay, hostile].map((r) => r?.dispose()));
  });

  it('a reader who saw the newer card keeps it, and counts the older one', async () => {
    await eventually(
      async () => ((await aliasOf(carol)) as { alias?: string } | null)?.alias === 'Alice now',
      20_000,
      'Carol sees Alice’s current card',
    );
    await carol.reopen(hostile.gunUrl);
    expect(carol.core.cardVersions.stats().olderIgnored).toBe(0);
    // Looked up until the relay's older card has arrived (ignored and counted) or is shown.
    const seen = await eventually(
      async () => {
        const profile = await aliasOf(carol);
        const shown = (profile as { alias?: string } | null)?.alias;
        const ignored = carol.core.cardVersions.stats().olderIgnored > 0;
        return ignored || (shown !== undefined && shown !== 'Alice now') ? profile : undefined;
      },
      20_000,
      'the older card reaches Carol',
    );
    expect(seen).toMatchObject({ alias: 'Alice now', deleted: false });
    expect(carol.core.cardVersions.stats().olderIgnored).toBe(1);
  }, 60_000);

  it('after the deletion card, an older live card does not bring the account back', async () => {
    await carol.reopen(relay.gunUrl);
    expect(await alice.core.account.deleteAccount(PASSWORD)).toEqual({
      ok: true,
      value: undefined,
    });
    await eventually(
      async () => ((await aliasOf(carol)) as { deleted?: boolean } | null)?.deleted === true,
      20_000,
      'Carol sees Alice’s deletion card',
    );

    // The attack is real: a stranger who never saw the deletion gets the live card there.
    dave = await startDevice(hostile.gunUrl, 'Dave');
    expect(await aliasOf(dave)).toMatchObject({ alias: 'Alice of old', deleted: false });

    await carol.reopen(hostile.gunUrl);
    expect(await aliasOf(carol)).toMatchObject({ deleted: true, alias: '' });
    const request = await carol.core.contacts.sendFriendRequest(alice.pair.pub, 'hello?');
    expect(request).toEqual({ ok: false, error: ContactError.accountDeleted });
  }, 90_000);

  it('the deleted key imported again publishes nothing over the deletion card', async () => {
    revived = await startDevice(relay.gunUrl, 'Alice', alice.pair);
    const gun = createGun({ peers: [relay.gunUrl] });
    try {
      const space = createGraphUserSpace(gunGraph(() => gun));
      // Processed once the device keeps the deletion card it found as its own (or has put a
      // live card over it).
      await eventually(
        async () =>
          (await loadProfileCard(revived.core.db, alice.pair.pub))?.deleted ||
          (await fetchProfile(space, alice.pair.pub, 1_000))?.deleted === false,
        20_000,
        'the importing device’s profile check',
      );
      expect(await fetchProfile(space, alice.pair.pub, 5_000)).toMatchObject({ deleted: true });
    } finally {
      gun.close();
    }
  }, 60_000);
});
