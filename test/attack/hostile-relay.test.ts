/**
 * A relay is as untrusted as any client. Here the "relay" is a bare websocket server that answers
 * every read of a Meshtalk client with forged data: a write into the victim's space through SEA's
 * `*` path. The client must take none of it (with the client's guard off, it does).
 */
import SEA from 'gun/sea.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchProfile } from '../../src/core/identity/profile.ts';
import { createGraphUserSpace } from '../../src/core/identity/graph-user-space.ts';
import { gunGraph } from '../../src/core/net/gun-graph.ts';
import { signRecord } from '../../src/core/protocol/signed-record.ts';
import { newPair } from '../chat/support/chat-user.ts';
import { startFakeRelay, type FakeRelay } from './support/fake-relay.ts';

type RawSigner = (
  data: unknown,
  pair: unknown,
  cb: null,
  opt: { raw: 1 },
) => Promise<{ s: string }>;

describe('a client against a hostile relay', () => {
  let relay: FakeRelay;
  let victim: string;
  let forgedValue: string;
  const state = Date.now();

  beforeAll(async () => {
    const [owner, mallory] = await Promise.all([newPair(), newPair()]);
    victim = owner.pub;
    const card = await signRecord(mallory, ['profile', 'card'], {
      alias: 'Victim',
      avatar: '',
      signature: '',
      epub: mallory.epub,
      deleted: false,
      updatedAt: state,
    });
    const soul = `~${victim}/profile`;
    const sign = SEA.sign.bind(SEA) as unknown as RawSigner;
    const signed = await sign({ '#': soul, '.': 'card', ':': card, '>': state }, mallory, null, {
      raw: 1,
    });
    forgedValue = JSON.stringify({ ':': card, '~': signed.s, '*': mallory.pub });
    // Every read is answered with a forged write for the soul asked for.
    relay = await startFakeRelay((socket, read) => {
      const put = {
        [read.soul]: { _: { '#': read.soul, '>': { card: state } }, card: forgedValue },
      };
      socket.send(JSON.stringify({ '#': String(Math.random()), '@': read.id, put }));
    });
  });

  afterAll(() => relay?.close());

  it('takes no forged write into a user space, and no profile from it', async () => {
    // Whatever the client's graph takes for that key within a second and a half.
    const taken: unknown[] = [];
    const chain = relay.client.get(`~${victim}/profile`).get('card');
    chain.on((value) => void taken.push(value));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    chain.off();
    const raw = taken.find((value) => value !== undefined && value !== null);
    expect(raw).toBeUndefined();
    expect(
      await fetchProfile(createGraphUserSpace(gunGraph(() => relay.client)), victim, 1_000),
    ).toBeNull();
  });
});
