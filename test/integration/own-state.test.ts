/**
 * My own state follows my key, not my device: two devices of mine (full cores, the same imported
 * key pair, each its own database) and my friends, over one real relay. Friends, blacklist,
 * remarks and answered requests made on one device show on the other, and come back on a fresh
 * device after a logout. The tests run in order and share the users.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accepted } from '../support/result.ts';
import type { FriendRequest } from '../../src/core/contacts/contact-store.ts';
import type { KeyPair } from '../../src/core/crypto/sea.ts';
import { newContactUser, newPair, type ContactUser } from '../contacts/contact-user.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';
import { eventually, startCoreUser, type CoreUser } from './support/core-user.ts';

const WAIT = 20_000;
const REMARK = { remark: 'Bobby', remarkInfo: 'met at the harbour' };

describe('my own state on two devices of mine', () => {
  let relay: TestRelay;
  let phone: CoreUser;
  let laptop: CoreUser;
  let fresh: CoreUser | undefined;
  let bob: CoreUser;
  let carol: ContactUser;
  let dave: ContactUser;
  let erin: ContactUser;
  let frank: ContactUser;
  let mallory: KeyPair;

  beforeAll(async () => {
    relay = await startTestRelay({ serveApp: false });
    phone = await startCoreUser(relay.gunUrl, 'Me');
    [laptop, bob, carol, dave, erin, frank, mallory] = await Promise.all([
      startCoreUser(relay.gunUrl, 'Me', { importPair: phone.pair }),
      startCoreUser(relay.gunUrl, 'Bob'),
      newContactUser(relay.gunUrl, 'Carol'),
      newContactUser(relay.gunUrl, 'Dave'),
      newContactUser(relay.gunUrl, 'Erin'),
      newContactUser(relay.gunUrl, 'Frank'),
      newPair(),
    ]);
  });

  afterAll(async () => {
    await Promise.all(
      [phone, laptop, fresh, bob].map((user) => user?.close() ?? Promise.resolve()),
    );
    await Promise.all([carol, dave, erin, frank].map((user) => user?.close()));
    await relay?.dispose();
  });

  const friendPubs = async (device: CoreUser) =>
    (await device.core.contacts.friends()).map((friend) => friend.pub).sort();
  const requestFrom = (device: CoreUser, sender: { pair: KeyPair }) =>
    eventually(
      async () =>
        (await device.core.contacts.requests()).find((r) => r.fromPub === sender.pair.pub),
      WAIT,
      `request from ${sender.pair.pub.slice(0, 6)} at a device of mine`,
    );
  const accept = async (device: CoreUser, request: FriendRequest) => {
    const accepted = await device.core.contacts.accept(request.id);
    if (!accepted.ok) throw new Error(accepted.error);
  };

  it('a friend added on one device (request and accept) appears on the other, whose chat follows them', async () => {
    expect((await bob.core.contacts.sendFriendRequest(phone.pair.pub, 'hi, it is Bob')).ok).toBe(
      true,
    );
    const [request] = await Promise.all([requestFrom(phone, bob), requestFrom(laptop, bob)]);
    await accept(phone, request);
    const friend = await eventually(
      () => laptop.core.contacts.friend(bob.pair.pub),
      WAIT,
      'Bob at the laptop',
    );
    expect(friend).toMatchObject({ alias: 'Bob', epub: bob.pair.epub, status: 'verified' });
    // The request, answered on the phone, leaves the laptop's list too.
    await eventually(
      async () => (await laptop.core.contacts.requests()).length === 0,
      WAIT,
      'request gone',
    );
    await accepted(bob.core.chat.sendText(phone.pair.pub, 'for both your devices'));
    await eventually(
      async () => (await laptop.texts(bob)).some((m) => m.text === 'for both your devices'),
      WAIT,
      'Bob’s text at the laptop',
    );
  }, 60_000);

  it('a chat from the laptop reaches Bob once and shows on the phone as mine, sent', async () => {
    const sent = await accepted(laptop.core.chat.sendText(bob.pair.pub, 'written on the laptop'));
    await eventually(
      async () => (await bob.texts(phone)).some((m) => m.text === 'written on the laptop'),
      WAIT,
      'at Bob',
    );
    const onPhone = await eventually(
      async () =>
        (await phone.texts(bob)).find((m) => m.msgId === sent.msgId && m.status === 'sent'),
      WAIT,
      'on the phone, sent',
    );
    expect(onPhone).toMatchObject({ mine: true, text: 'written on the laptop' });
    expect((await bob.texts(phone)).filter((m) => m.text === 'written on the laptop')).toHaveLength(
      1,
    );
  }, 60_000);

  it('a block on the laptop shows on the phone', async () => {
    expect((await laptop.core.contacts.block(mallory.pub)).ok).toBe(true);
    await eventually(() => phone.core.contacts.isBlocked(mallory.pub), WAIT, 'block at phone');
  });

  it('a remark set on the phone shows on the laptop', async () => {
    expect((await phone.core.contacts.setRemark(bob.pair.pub, REMARK)).ok).toBe(true);
    const friend = await eventually(
      async () => {
        const seen = await laptop.core.contacts.friend(bob.pair.pub);
        return seen?.remark === REMARK.remark ? seen : undefined;
      },
      WAIT,
      'remark at laptop',
    );
    expect(friend).toMatchObject({ ...REMARK, displayName: 'Bobby' });
  });

  it('two devices adding different friends at the same time both keep both', async () => {
    const asking = [carol, dave, erin, frank].map((user) =>
      user.contacts.sendFriendRequest(phone.pair.pub, `hello from ${user.alias}`),
    );
    for (const sent of await Promise.all(asking)) expect(sent.ok).toBe(true);
    const [carolsRequest, davesRequest, erinsRequest] = await Promise.all([
      requestFrom(phone, carol),
      requestFrom(laptop, dave),
      requestFrom(phone, erin),
      requestFrom(laptop, erin),
      requestFrom(laptop, carol),
      requestFrom(phone, dave),
    ]);
    await Promise.all([accept(phone, carolsRequest), accept(laptop, davesRequest)]);
    const everyone = [bob, carol, dave].map((user) => user.pair.pub).sort();
    for (const device of [phone, laptop]) {
      await eventually(
        async () => JSON.stringify(await friendPubs(device)) === JSON.stringify(everyone),
        WAIT,
        'Bob, Carol and Dave on both devices',
      );
    }
    // Refused on the phone: gone from the laptop's list as well; Frank's stays on both.
    expect((await phone.core.contacts.refuse(erinsRequest.id)).ok).toBe(true);
    await eventually(
      async () =>
        (await laptop.core.contacts.requests()).map((r) => r.fromPub).join() === frank.pair.pub,
      WAIT,
      'only Frank’s request at the laptop',
    );
  }, 60_000);

  it('a fresh device gets friends, blacklist and remarks back, and no answered request', async () => {
    for (const device of [phone, laptop]) {
      await eventually(
        async () => (await device.core.ownState.pendingCount()) === 0,
        WAIT,
        'published',
      );
    }
    await phone.core.account.logout();
    expect(await friendPubs(phone)).toEqual([]);

    fresh = await startCoreUser(relay.gunUrl, 'Me', { importPair: phone.pair });
    const device = fresh;
    const everyone = [bob, carol, dave].map((user) => user.pair.pub).sort();
    await eventually(
      async () => JSON.stringify(await friendPubs(device)) === JSON.stringify(everyone),
      WAIT,
      'friends back',
    );
    await eventually(() => device.core.contacts.isBlocked(mallory.pub), WAIT, 'blacklist back');
    await eventually(
      async () => (await device.core.contacts.friend(bob.pair.pub))?.remark === REMARK.remark,
      WAIT,
      'remark back',
    );
    expect(await device.core.contacts.friend(bob.pair.pub)).toMatchObject({
      ...REMARK,
      epub: bob.pair.epub,
    });
    // Every old letter in my inbox has been through the fresh device (5 requests).
    await eventually(
      () => {
        const seen = device.core.contacts.letterCounters;
        return seen.handled + seen.ignored + seen.duplicates >= 5;
      },
      WAIT,
      'inbox replayed',
    );
    await eventually(
      async () =>
        (await device.core.contacts.requests()).map((r) => r.fromPub).join() === frank.pair.pub,
      WAIT,
      'only the unanswered request',
    );
    expect(await device.core.contacts.requestSummary()).toMatchObject({ pending: 1 });
    // The chat's history stays behind: its records were sealed for the devices there were. What
    // Bob writes once he knows this device reaches it.
    const id = (await device.core.devices.thisDevice())?.pair.pub;
    await eventually(
      async () => (await bob.core.devices.devicesOf(phone.pair.pub)).some((d) => d.id === id),
      WAIT,
      'Bob knows the fresh device',
    );
    await accepted(bob.core.chat.sendText(phone.pair.pub, 'for the fresh device too'));
    await eventually(
      async () =>
        (await device.texts(bob)).map((m) => m.text).join() === 'for the fresh device too',
      WAIT,
      'what Bob wrote since',
    );
  }, 60_000);

  it('the device I logged out of gets it all back when the key is imported again', async () => {
    const imported = await phone.core.account.importKeyPair(
      JSON.stringify(phone.pair),
      'pass pass',
    );
    expect(imported.ok).toBe(true);
    await eventually(
      async () => (await friendPubs(phone)).length === 3,
      WAIT,
      'friends back on the phone',
    );
    await eventually(() => phone.core.contacts.isBlocked(mallory.pub), WAIT, 'blacklist back');
    await eventually(
      async () => (await phone.core.contacts.friend(bob.pair.pub))?.remark === REMARK.remark,
      WAIT,
      'remark back on the phone',
    );
  }, 60_000);

  it('pins and deleted chats follow too: a deleted chat stays empty on every device of mine', async () => {
    const device = fresh;
    if (!device) throw new Error('no fresh device');
    // The phone is a new device since its key was imported again: Bob writes to all three.
    const ids = await Promise.all(
      [phone, laptop, device].map(async (user) => (await user.core.devices.thisDevice())?.pair.pub),
    );
    await eventually(
      async () => {
        const known = (await bob.core.devices.devicesOf(phone.pair.pub)).map((d) => d.id);
        return ids.every((id) => id && known.includes(id));
      },
      WAIT,
      'Bob knows my three devices',
    );
    await accepted(bob.core.chat.sendText(phone.pair.pub, 'to all your devices'));
    for (const user of [phone, laptop, device]) {
      await eventually(
        async () => (await user.texts(bob)).some((m) => m.text === 'to all your devices'),
        WAIT,
        'a chat with Bob on each device',
      );
    }
    await accepted(laptop.core.chat.pin(bob.pair.pub));
    await eventually(
      async () => (await phone.core.chat.chatList()).pinned.some((c) => c.pub === bob.pair.pub),
      WAIT,
      'pinned on the phone',
    );
    await eventually(async () => (await device.texts(bob)).length > 0, WAIT, 'history there');
    await accepted(phone.core.chat.deleteChat(bob.pair.pub));
    for (const other of [laptop, device]) {
      await eventually(async () => (await other.texts(bob)).length === 0, WAIT, 'chat emptied');
      await eventually(
        async () => (await other.core.chat.chatList()).pinned.length === 0,
        WAIT,
        'unpinned with the deletion',
      );
    }
    // Nothing older comes back after a reload, and a new message still arrives.
    await laptop.reload();
    await accepted(bob.core.chat.sendText(phone.pair.pub, 'after the deletion'));
    await eventually(
      async () => (await laptop.texts(bob)).map((m) => m.text).join() === 'after the deletion',
      WAIT,
      'only the new message',
    );
  }, 60_000);
});
