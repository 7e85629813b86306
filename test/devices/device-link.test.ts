/**
 * Linking a device over a real relay: a new device of mine, signed in with my key, reads nothing
 * written before it; my phone sends it my history, sealed to that device alone, and it reads the
 * chat with my friend, our room and his moment with my comment from before it came; the sealed
 * code then leaves the relay.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkPath, type LinkEvent } from '../../src/core/devices/device-link.ts';
import { readRelayGraph } from '../support/relay-disk.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';
import { accepted } from '../support/result.ts';
import {
  eventually,
  makeFriends,
  startCoreUser,
  type CoreUser,
} from '../integration/support/core-user.ts';

describe('linking a device', () => {
  let relay: TestRelay;
  let phone: CoreUser;
  let bob: CoreUser;
  let laptop: CoreUser | undefined;

  beforeAll(async () => {
    relay = await startTestRelay({ serveApp: false });
    [phone, bob] = await Promise.all([
      startCoreUser(relay.gunUrl, 'Phone'),
      startCoreUser(relay.gunUrl, 'Bob'),
    ]);
    await makeFriends(phone, bob);
  });

  afterAll(async () => {
    await Promise.all([phone?.close(), bob?.close(), laptop?.close()]);
    await relay?.dispose();
  });

  it('brings my history to the new device, then takes the box off the relay', async () => {
    await accepted(bob.core.chat.sendText(phone.pair.pub, 'said before the laptop came'));
    const said = async (user: CoreUser) =>
      (await user.texts(bob)).some((m) => m.text === 'said before the laptop came');
    await eventually(() => said(phone), 15_000, 'at the phone');
    const room = await accepted(phone.core.rooms.create('Attic'));
    const roomKey = await accepted(phone.core.rooms.keyPair(room.pub));
    await accepted(bob.core.rooms.join(JSON.stringify(roomKey)));
    const roomText = 'said in the room before the laptop came';
    await accepted(bob.core.rooms.send(room.pub, { kind: 'text', text: roomText }));
    const saidInRoom = async (user: CoreUser) =>
      (await user.core.rooms.history(room.pub, { limit: 50 })).messages.some(
        (m) => m.kind === 'text' && m.text === roomText && m.sender === bob.pair.pub,
      );
    await eventually(() => saidInRoom(phone), 15_000, 'in the room at the phone');
    const moment = await accepted(bob.core.moments.post('posted before the laptop came'));
    await eventually(async () => (await phone.core.moments.get(moment)) !== null, 15_000, 'read');
    await accepted(phone.core.moments.comment(moment, 'commented before the laptop came'));

    const device = await startCoreUser(relay.gunUrl, 'Phone', {
      importPair: phone.pair,
      deviceName: 'Laptop',
    });
    laptop = device;
    const events: LinkEvent[] = [];
    device.core.link.subscribe((event) => events.push(event));
    const id = (await device.core.devices.thisDevice())?.pair.pub ?? '';
    // Another user's device is not mine to send to, nor is a made-up one.
    expect(await phone.core.link.send(bob.pair.pub)).toEqual({
      ok: false,
      error: 'unknown-device',
    });

    // Once the phone lists the laptop, it sends; the laptop takes it, no code typed.
    await eventually(
      async () => (await phone.core.devices.myDevices()).devices.some((d) => d.id === id),
      20_000,
      'the laptop listed at the phone',
    );
    // A prekey not here yet is waited for.
    const sent = await phone.core.link.send(id);
    expect(sent).toEqual({ ok: true, value: undefined });
    await eventually(
      () => events.some((event) => event.type === 'received'),
      30_000,
      'history taken',
    );
    expect(events.filter((event) => event.type === 'failed')).toEqual([]);
    expect(await said(device)).toBe(true);
    // Bob's chain in the room began before the laptop: only the link brings what he wrote there.
    expect(await saidInRoom(device)).toBe(true);
    expect(await device.core.moments.get(moment)).toMatchObject({
      text: 'posted before the laptop came',
      comments: 1,
    });
    expect((await device.core.moments.comments(moment)).map((c) => c.text)).toEqual([
      'commented before the laptop came',
    ]);
    // Talk on a moment that came with the history reaches the laptop as it is said.
    await accepted(bob.core.moments.comment(moment, 'said after the laptop came'));
    await eventually(
      async () => (await device.core.moments.comments(moment)).length === 2,
      15_000,
      'a new comment at the laptop',
    );

    // The sealed code left the relay: what it keeps at the laptop's link is the marker that
    // a reopened laptop takes nothing from.
    const [node, key] = linkPath(id);
    const kept = () =>
      String(
        readRelayGraph(relay.dataDir)
          .get(`~${phone.pair.pub}/${node}`)
          ?.get(key ?? ''),
      );
    await eventually(() => kept().includes('done'), 15_000, 'box replaced');
    expect(kept()).not.toContain('ephemeral');
  });
});
