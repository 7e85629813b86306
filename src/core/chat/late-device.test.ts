import { afterAll, describe, expect, it } from 'vitest';
import { MemoryNetwork } from '../../../test/support/memory-graph.ts';
import {
  befriend,
  addFriend,
  createChatUser,
  messageRows,
  newPair,
  type ChatUser,
} from '../../../test/chat/support/chat-user.ts';
import { eventually } from '../../../test/support/eventually.ts';
import { HeldPrekeys } from '../../../test/support/device-chains.ts';
import { accepted } from '../../../test/support/result.ts';
import type { KeyPair } from '../crypto/sea.ts';

describe('a friend’s device whose prekey comes after my chain started', () => {
  const users: ChatUser[] = [];
  afterAll(async () => {
    for (const user of users) await user.close();
  });

  it('gets the chain’s start in a record of its own and reads what it missed', async () => {
    const net = new MemoryNetwork();
    const held = new HeldPrekeys();
    const make = async (name: string, given?: KeyPair, secondDevice = false) => {
      const pair = given ?? (await newPair());
      const graph = net.graphFor(pair.pub);
      // Alice's chains do not wait for a device they cannot seal to: it gets a late box.
      const options = name === 'alice' ? { prekeysHeld: held, readersWaitMs: 0 } : {};
      const user = await createChatUser(name, { graph }, pair, { ...options, secondDevice });
      users.push(user);
      await user.service.start();
      return user;
    };
    const alice = await make('alice');
    const bob = await make('bob');
    await befriend(alice, bob);
    const tablet = await make('tablet', bob.pair, true);
    await addFriend(tablet, alice);
    const tabletId = (await tablet.devices.thisDevice())?.pair.pub ?? '';
    held.hold(tabletId);
    await eventually(
      async () => (await alice.devices.devicesOf(bob.pair.pub)).length === 2,
      10_000,
      'alice knows both of bob’s devices',
    );

    await accepted(alice.service.sendText(bob.pair.pub, 'before the tablet’s key came'));
    const texts = async (user: ChatUser) => (await messageRows(user)).map((row) => row.content);
    await eventually(async () => (await texts(bob)).length === 1, 10_000, 'at bob’s phone');
    // The tablet has the record but no key for it: it keeps it for the chain's start.
    await eventually(
      async () => (await tablet.db.all('SELECT 1 FROM waiting_records')).length === 1,
      10_000,
      'kept at the tablet',
    );
    expect(await texts(tablet)).toEqual([]);

    held.release(bob.pair.pub, tabletId);
    await eventually(async () => (await texts(tablet)).length === 1, 10_000, 'at the tablet');
    expect(await texts(tablet)).toEqual(['before the tablet’s key came']);
    // The relay's acknowledgement settled the start (no receipt names one), the receipt the
    // message: nothing of the chat waits in Alice's outbox.
    await eventually(
      async () => (await alice.db.all('SELECT 1 FROM message_queue')).length === 0,
      10_000,
      'alice’s outbox empty',
    );
  });
});
