/**
 * A read of a signed record that the relay took and never answered, because it went down: once it
 * is back, the reader asks again and gets the record. (A friend's prekey read that way was never
 * asked for again, so every record the friend sealed afterwards waited for a chain start the
 * reader could not open.)
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RecordPath } from '../../src/core/graph/graph.ts';
import { gunGraph } from '../../src/core/net/gun-graph.ts';
import type { GunClient } from '../../src/core/net/gun.ts';
import { newPair } from '../chat/support/chat-user.ts';
import { signedInGun } from '../chat/support/gun-chat.ts';
import { eventually } from '../support/eventually.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';

const LIST: RecordPath = ['devices', 'list'];
const PREKEY: RecordPath = ['devices', 'prekey'];

let relay: TestRelay;
const clients: GunClient[] = [];

/** Resolves once `gun` has sent a read of `key` in `soul`. */
function sentRead(gun: GunClient, soul: string, key: string): Promise<void> {
  const root = (gun as unknown as { _: GunRootEvents })._;
  return new Promise((resolve) => {
    root.on('out', function (msg) {
      this.to.next(msg);
      if (msg.get?.['#'] === soul && msg.get['.'] === key) resolve();
    });
  });
}

interface GunRootEvents {
  on(
    event: 'out',
    handler: (
      this: { to: { next(msg: unknown): void } },
      msg: { get?: { '#'?: unknown; '.'?: unknown } },
    ) => void,
  ): void;
}

beforeAll(async () => {
  relay = await startTestRelay({ serveApp: false });
});

afterAll(async () => {
  for (const client of clients) client.close();
  await relay?.dispose();
});

it('asks again for a signed record whose read the relay took down with it', async () => {
  const [alice, bob] = await Promise.all([newPair(), newPair()]);
  const alicesGun = await signedInGun(relay.gunUrl, alice);
  const bobsGun = await signedInGun(relay.gunUrl, bob);
  clients.push(alicesGun, bobsGun);
  const alices = gunGraph(() => alicesGun);
  const bobs = gunGraph(() => bobsGun);
  await alices.putSigned(LIST, 'list-1', 10_000);
  await alices.putSigned(PREKEY, 'prekey-1', 10_000);

  // Bob has read one record of Alice's node: he knows where the node is.
  const lists: unknown[] = [];
  bobs.followSigned(alice.pub, LIST, (value) => lists.push(value));
  await eventually(() => lists.length > 0, 15_000, "Alice's list at Bob");

  // His read of another record of the node reaches the relay, which stops before answering and
  // is killed; it comes back with what it stored.
  const pid = relay.pid();
  if (pid === undefined) throw new Error('the relay is not running');
  process.kill(pid, 'SIGSTOP');
  const prekeys: unknown[] = [];
  const sent = sentRead(bobsGun, `~${alice.pub}/devices`, 'prekey');
  bobs.followSigned(alice.pub, PREKEY, (value) => prekeys.push(value));
  await sent;
  await relay.kill();
  await relay.restart();

  await eventually(() => prekeys.length > 0, 20_000, "Alice's prekey at Bob");
  expect(prekeys).toContain('prekey-1');
}, 60_000);
