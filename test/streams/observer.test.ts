/**
 * What an observer of a relay learns from record fields: the relay's operator reads every stream
 * node from its data folder while two pairs of friends chat. It must not be able to
 * tell who talks to whom from labels, values or sizes (timing is not hidden; PROTOCOL.md
 * "What an observer sees" says what remains).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accepted } from '../support/result.ts';
import { startGunClient, type GunClientProcess } from '../support/gun-client.ts';
import { readRelayGraph } from '../support/relay-disk.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';
import { befriend, messageRows } from '../chat/support/chat-user.ts';
import { eventually } from '../support/eventually.ts';
import { startGunChatUser, type GunChatUser } from '../chat/support/gun-chat.ts';

interface Space {
  readonly user: GunChatUser;
  /** Every label of a node `~pub/s/<label>` on the relay, with the node's values. */
  readonly nodes: Map<string, Record<string, unknown>>;
}

describe('an observer reading the whole relay', () => {
  let relay: TestRelay;
  let observer: GunClientProcess;
  let users: GunChatUser[];
  let spaces: Space[];

  beforeAll(async () => {
    relay = await startTestRelay({ serveApp: false });
    observer = await startGunClient(relay.gunUrl);
    users = await Promise.all(
      ['alice', 'bob', 'carol', 'dave'].map((name) => startGunChatUser(relay.gunUrl, name)),
    );
    const [alice, bob, carol, dave] = users as [GunChatUser, GunChatUser, GunChatUser, GunChatUser];
    await befriend(alice, bob);
    await befriend(carol, dave);
    // Texts of very different lengths, both ways, in both chats.
    const texts = ['hi', 'a somewhat longer message with more words in it', 'x'.repeat(300)];
    for (const text of texts) {
      await accepted(alice.service.sendText(bob.pair.pub, text));
      await accepted(bob.service.sendText(alice.pair.pub, text));
      await accepted(carol.service.sendText(dave.pair.pub, text));
    }
    await eventually(
      async () => {
        const counts = await Promise.all(users.map(async (u) => (await messageRows(u)).length));
        return counts.join() === '6,6,3,3';
      },
      20_000,
      'all delivered',
    );
    await eventually(
      async () => (await alice.db.all("SELECT 1 FROM messages WHERE status = 'sent'")).length === 3,
      20_000,
      'receipts back',
    );
    // Every stream node the relay stored (radisk writes in batches: wait for the last ones).
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const graph = readRelayGraph(relay.dataDir);
    spaces = users.map((user) => {
      const prefix = `~${user.pair.pub}/s/`;
      const nodes = new Map<string, Record<string, unknown>>();
      for (const [soul, fields] of graph) {
        if (soul.startsWith(prefix))
          nodes.set(soul.slice(prefix.length), Object.fromEntries(fields));
      }
      return { user, nodes };
    });
  });

  afterAll(async () => {
    await Promise.all(users?.map((user) => user.close()) ?? []);
    await observer?.close();
    await relay?.dispose();
  });

  it('sees every user’s stream space, and any client without an account can read it', async () => {
    for (const { nodes } of spaces.slice(0, 3)) expect(nodes.size).toBeGreaterThanOrEqual(2);
    const alice = spaces[0];
    if (!alice) throw new Error('no space of Alice’s');
    const { user, nodes } = alice;
    const [label, stored] = [...nodes].find(([, node]) => Object.keys(node).length > 1) ?? [];
    if (!label || !stored) throw new Error('no stream node of Alice’s');
    const read = (await observer.once([`~${user.pair.pub}/s/${label}`], { wait: 1_000 })) as Record<
      string,
      unknown
    >;
    const [key, value] = Object.entries(stored).find(([, v]) => typeof v === 'string') ?? [];
    expect(read[key ?? '']).toBe(value);
  });

  it('finds no label that two users share', () => {
    const owners = new Map<string, string>();
    for (const { user, nodes } of spaces) {
      for (const label of nodes.keys()) {
        expect(owners.get(label), `label ${label} in two spaces`).toBeUndefined();
        owners.set(label, user.name);
      }
    }
  });

  it('finds no other user’s key and no plain field in anyone’s records', () => {
    for (const { user, nodes } of spaces) {
      const text = JSON.stringify([...nodes.values()]);
      for (const other of users.filter((u) => u !== user)) {
        expect(text).not.toContain(other.pair.pub);
        expect(text).not.toContain(other.pair.epub);
      }
      for (const node of nodes.values()) {
        for (const [key, value] of Object.entries(node)) {
          if (key === '_' || typeof value !== 'string') continue;
          // A signed record: a sealed box, or a day mark (`true`).
          const fields = Object.keys(JSON.parse(value) as object).sort();
          expect(fields).toEqual(['sig', 'v', 'value']);
        }
      }
    }
  });

  it('cannot tell messages from receipts, nor a short text from a long one, by size', () => {
    // Every record of a stream is one size. A chain's start is a record of its own beside one of
    // the chain's, padded to a larger bucket (as a long message would be): one per chain, so in a
    // private chat one at each turn of the talk.
    const recordSizes = new Set<number>();
    const startSizes = new Set<number>();
    for (const { nodes } of spaces) {
      for (const node of nodes.values()) {
        const sizes = Object.values(node).flatMap((value) => {
          if (typeof value !== 'string') return [];
          const { value: box } = JSON.parse(value) as { value: unknown };
          return typeof box === 'string' ? [box.length] : [];
        });
        if (sizes.length === 0) continue;
        const record = Math.min(...sizes);
        const starts = sizes.filter((size) => size !== record);
        recordSizes.add(record);
        for (const size of starts) startSizes.add(size);
        expect(starts.length).toBeLessThanOrEqual(sizes.length - starts.length);
      }
    }
    expect([...recordSizes]).toHaveLength(1);
    expect([...startSizes]).toHaveLength(1);
  });
});
