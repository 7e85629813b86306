import { afterEach, describe, expect, it } from 'vitest';
import { followContent, putContent } from '../../src/core/net/content-node.ts';
import { createGun, type GunClient } from '../../src/core/net/gun.ts';
import { gunGraph } from '../../src/core/net/gun-graph.ts';
import { newPair } from '../chat/support/chat-user.ts';
import { eventually } from '../support/eventually.ts';
import { signedInGun } from '../chat/support/gun-chat.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';
import { streamSoul } from '../../src/core/streams/sealed-record.ts';
import { openListeningSocket, type WireMessage } from '../attack/support/listening-socket.ts';

interface Metrics {
  readonly forgottenStreamNodes: number;
}

const RECORDS = 100;

const metrics = async (relay: TestRelay): Promise<Metrics> =>
  (await (await fetch(`${relay.url}/metrics`)).json()) as Metrics;

describe('a relay bounds its memory', () => {
  const relays: TestRelay[] = [];
  const readers: GunClient[] = [];

  afterEach(async () => {
    readers.splice(0).forEach((reader) => reader.close());
    await Promise.all(relays.splice(0).map((r) => r.dispose()));
  });

  /** A relay and a signed-in writer; `write(i)` puts record `r<i>` into its node `day-label`. */
  const relayAndWriter = async () => {
    const relay = await startTestRelay({ serveApp: false, args: ['--metrics'] });
    relays.push(relay);
    const pair = await newPair();
    const writerGun = await signedInGun(relay.gunUrl, pair);
    readers.push(writerGun);
    const writer = gunGraph(() => writerGun);
    const write = (i: number) =>
      writer.write('day-label', [{ key: `r${i}`, value: `record ${i}` }], 10_000);
    return { relay, pair, writer, write };
  };

  /** The same, with records r0 to r19 written, one put each. */
  const twentyRecords = async () => {
    const written = await relayAndWriter();
    for (let i = 0; i < 20; i++) await written.write(i);
    return written;
  };

  it('drops an idle stream node from memory and still serves all of it from disk', async () => {
    const { relay, pair, writer } = await relayAndWriter();
    // Written as the app writes stream records, ten to a put, each put acknowledged (a refusal
    // rejects). Raw puts through the user's chain are no good here: concurrent ones re-send the
    // links above the node unsigned, and the relay refuses them.
    for (let first = 0; first < RECORDS; first += 10) {
      const records = Array.from({ length: 10 }, (_, n) => ({
        key: `r${first + n}`,
        value: `record ${first + n}`,
      }));
      await writer.write('day-label', records, 10_000);
    }
    await eventually(
      async () => (await metrics(relay)).forgottenStreamNodes > 0,
      20_000,
      'forgotten',
    );

    // A reader that catches up on the whole node, as a stream follower does.
    const reader = createGun({ peers: [relay.gunUrl] });
    readers.push(reader);
    const heard = new Set<string>();
    gunGraph(() => reader).follow(pair.pub, 'day-label', (key) => heard.add(key));
    await expect.poll(() => heard.size, { timeout: 20_000 }).toBe(RECORDS);
  }, 90_000);

  it('serves a dropped node whole to every reader while it hears more writes', async () => {
    const { relay, pair, write } = await twentyRecords();
    await eventually(
      async () => (await metrics(relay)).forgottenStreamNodes > 0,
      20_000,
      'forgotten',
    );

    // From now on the relay's memory holds only the newer records of the node. Written as the app
    // writes them (through the user's chain), once one read had gone to the relay's disk, Gun
    // answered the later ones from memory alone: reader 2 got 2 of 22 records.
    const reader = createGun({ peers: [relay.gunUrl] });
    readers.push(reader);
    const transport = gunGraph(() => reader);
    for (const turn of [1, 2, 3]) {
      await write(19 + turn);
      const heard = new Set<string>();
      const stop = transport.follow(pair.pub, 'day-label', (key) => heard.add(key));
      await eventually(() => heard.size === 20 + turn, 10_000, `reader ${turn}: every record`);
      stop();
    }
  }, 90_000);

  it('answers a read with each field once, from memory and disk together', async () => {
    const { relay, pair, write } = await twentyRecords();
    const socket = await openListeningSocket(relay.gunUrl);
    const soul = streamSoul(pair.pub, 'day-label');
    // Every copy of each field a read brings, as a reader's SEA checks each one.
    const readCopies = async (label: string, fields: number) => {
      const id = `read-${label}`;
      socket.send({ '#': id, get: { '#': soul } });
      const copies = new Map<string, number>();
      const answers = () => socket.heard().filter((message) => message['@'] === id);
      const count = () => {
        copies.clear();
        for (const { put } of answers() as { put?: Record<string, WireMessage> }[]) {
          for (const key of Object.keys(put?.[soul] ?? {})) {
            if (key !== '_') copies.set(key, (copies.get(key) ?? 0) + 1);
          }
        }
        return copies.size;
      };
      await eventually(() => count() === fields, 10_000, `${label}: every field`);
      // The relay takes messages in order: once it answered a later read, the first is done.
      await socket.read(`~${pair.pub}`);
      count();
      return [...copies.values()];
    };
    // The node is whole in memory: memory answers, the disk adds nothing.
    expect(await readCopies('in memory', 20)).toEqual(Array(20).fill(1));
    await eventually(
      async () => (await metrics(relay)).forgottenStreamNodes > 0,
      20_000,
      'forgotten',
    );
    // Memory holds the two newer fields only: the disk adds the twenty it lacks.
    await write(20);
    await write(21);
    expect(await readCopies('in part', 22)).toEqual(Array(22).fill(1));
    socket.close();
  }, 90_000);

  it('serves a dropped content-addressed node whole, as a room’s roster is read by a joiner', async () => {
    const relay = await startTestRelay({ serveApp: false, args: ['--metrics'] });
    relays.push(relay);
    const writer = createGun({ peers: [relay.gunUrl] });
    readers.push(writer);
    await eventually(() => writer.connectedPeerCount() > 0, 15_000, 'connected');
    const soul = 'meshtalk/v1/room/forgotten-roster#';
    const values = ['the creator joined', 'the room is named'];
    for (const value of values) await putContent(writer, soul, value, 10_000);
    const before = (await metrics(relay)).forgottenStreamNodes;
    await eventually(
      async () => (await metrics(relay)).forgottenStreamNodes > before,
      20_000,
      'forgotten',
    );

    const reader = createGun({ peers: [relay.gunUrl] });
    readers.push(reader);
    const heard = new Set<string>();
    followContent(reader, soul, (value) => heard.add(value));
    await eventually(() => heard.size === values.length, 10_000, 'the whole roster');
  }, 90_000);
});
