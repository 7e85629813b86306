/**
 * One user on two devices (the same key pair, each device its own database and Gun client) and a
 * friend, over a real relay: each device shows both sides of the chat, whichever device wrote,
 * and a fresh device that imports the key reads what is written after it joins, and nothing the
 * relay kept from before (each record's key went to the devices there were).
 */
import { gunGraph } from '../../src/core/net/gun-graph.ts';
import { accepted } from '../support/result.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRelay, type TestRelay } from '../support/relay.ts';
import { knowsDevicesOf } from '../support/device-chains.ts';
import { addFriend, createChatUser, messageRows, type ChatUser } from './support/chat-user.ts';
import { eventually } from '../support/eventually.ts';
import { signedInGun, startGunChatUser, type GunChatUser } from './support/gun-chat.ts';
import type { GunClient } from '../../src/core/net/gun.ts';

describe('two devices of one user and a friend', () => {
  let relay: TestRelay;
  let phone: GunChatUser;
  let bob: GunChatUser;
  const extra: { user: ChatUser; gun: GunClient }[] = [];

  /**
   * Another device signed in with the phone's key: a new database, a new Gun client. Returned
   * once Bob and the phone know it: a record sealed before that is not for it.
   */
  const newDevice = async (name: string) => {
    const gun = await signedInGun(relay.gunUrl, phone.pair);
    const user = await createChatUser(name, { graph: gunGraph(() => gun) }, phone.pair, {
      secondDevice: true,
    });
    extra.push({ user, gun });
    await addFriend(user, bob);
    await user.service.start();
    const count = 1 + extra.length;
    for (const other of [bob, phone]) {
      await eventually(
        async () => (await other.devices.devicesOf(phone.pair.pub)).length === count,
        15_000,
        `${other.name} knows ${count} devices`,
      );
      await knowsDevicesOf(other, [phone.pair.pub]);
    }
    return user;
  };

  const texts = async (user: ChatUser) =>
    (await messageRows(user)).map(
      (row) => `${row.sender === bob.pair.pub ? 'bob' : 'me'}: ${row.content}`,
    );

  beforeAll(async () => {
    relay = await startTestRelay({ serveApp: false });
    [phone, bob] = await Promise.all([
      startGunChatUser(relay.gunUrl, 'phone'),
      startGunChatUser(relay.gunUrl, 'bob'),
    ]);
    await addFriend(phone, bob);
    await addFriend(bob, phone);
  });

  afterAll(async () => {
    for (const { user, gun } of extra) {
      await user.close();
      gun.close();
    }
    await Promise.all([phone?.close(), bob?.close()]);
    await relay?.dispose();
  });

  it('shows on the laptop what the phone sent and received, and the other way round', async () => {
    const laptop = await newDevice('laptop');
    const fromPhone = await accepted(phone.service.sendText(bob.pair.pub, 'sent from the phone'));
    await eventually(async () => (await texts(bob)).length === 1, 15_000, 'at bob');
    await accepted(bob.service.sendText(phone.pair.pub, 'bob answers'));
    const fromLaptop = await accepted(
      laptop.service.sendText(bob.pair.pub, 'sent from the laptop'),
    );
    const expected = ['me: sent from the phone', 'bob: bob answers', 'me: sent from the laptop'];
    for (const device of [phone, laptop]) {
      await eventually(
        async () => (await texts(device)).join('|') === expected.join('|'),
        15_000,
        `${device.name} has all three`,
      );
    }
    // Each device's own message turns sent when Bob's receipt comes, on both devices.
    const status = (user: ChatUser, msgId: string) =>
      user.db.all<{ status: string }>('SELECT status FROM messages WHERE msgId = ?', [msgId]);
    for (const device of [phone, laptop]) {
      for (const { msgId } of [fromPhone, fromLaptop]) {
        await eventually(
          async () => (await status(device, msgId))[0]?.status === 'sent',
          15_000,
          `${msgId} sent at ${device.name}`,
        );
      }
    }
    // Bob got each message once, and answers both devices in one chat.
    expect(
      (await messageRows(bob)).map((row) => [row.sender === bob.pair.pub, row.content]),
    ).toEqual([
      [false, 'sent from the phone'],
      [true, 'bob answers'],
      [false, 'sent from the laptop'],
    ]);
  });

  it('gives a fresh device with the imported key nothing from before it, and all after', async () => {
    const fresh = await newDevice('fresh');
    await accepted(bob.service.sendText(phone.pair.pub, 'bob, later'));
    const later = await accepted(phone.service.sendText(bob.pair.pub, 'phone, later'));
    const after = ['bob: bob, later', 'me: phone, later'];
    await eventually(
      async () => (await texts(fresh)).join('|') === after.join('|'),
      15_000,
      'what came after on the fresh device',
    );
    // The relay still holds the older records: read, they wait for a key this device never gets.
    await eventually(
      async () =>
        (await fresh.db.all('SELECT id FROM waiting_records')).length >= 3 &&
        (await texts(fresh)).join('|') === after.join('|'),
      15_000,
      'older records read and kept unopened',
    );
    await accepted(fresh.service.retract(later.msgId));
    // Five messages in all, one taken back.
    await eventually(async () => (await texts(bob)).length === 4, 15_000, 'retracted at bob');
    await eventually(
      async () => (await texts(phone)).length === 4,
      15_000,
      'retracted at the phone',
    );
  });
});
