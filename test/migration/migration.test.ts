/**
 * Device migration on a real relay: my phone exports with a sync code, my new laptop (the same
 * key, its own empty database) imports it. What the relay keeps is never readable, a wrong code
 * gets nothing, an outsider can neither overwrite nor delete the export, and an import removes it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accepted } from '../support/result.ts';
import type { KeyPair } from '../../src/core/crypto/sea.ts';
import type { MigrationProgress } from '../../src/core/migration/migration-service.ts';
import {
  chunkPlace,
  headPlace,
  migrationKeys,
  type RecordPlace,
} from '../../src/core/migration/migration-records.ts';
import { newSyncCode, parseSyncCode } from '../../src/core/migration/sync-code.ts';
import { streamSoul } from '../../src/core/streams/sealed-record.ts';
import { newPair } from '../chat/support/chat-user.ts';
import { startGunClient, type GunClientProcess } from '../support/gun-client.ts';
import { dataFolderText, readRelayGraph } from '../support/relay-disk.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';
import {
  eventually,
  makeFriends,
  startCoreUser,
  type CoreUser,
} from '../integration/support/core-user.ts';

const SECRETS = {
  text: 'the harbour key is under the blue stone',
  reply: 'noted, see you at the lighthouse',
  remark: 'Bobby from the sailing club',
  aiQuestion: 'how do I splice a rope',
  aiAnswer: 'start by unlaying the strands a hand length',
};

/** Where the head and the first chunk of the export under `code` lie in `pub`'s space. */
async function exportSouls(code: string, pub: string): Promise<{ soul: string; key: string }[]> {
  const bytes = parseSyncCode(code);
  if (!bytes.ok) throw new Error('bad code');
  const keys = await migrationKeys(bytes.value);
  const places: RecordPlace[] = [headPlace(keys), await chunkPlace(keys, 0)];
  return places.map((at) => ({ soul: streamSoul(pub, at.node), key: at.key }));
}

/** What the relay's disk holds at each place. */
function storedAt(relay: TestRelay, places: { soul: string; key: string }[]) {
  const graph = readRelayGraph(relay.dataDir);
  return places.map(({ soul, key }) => graph.get(soul)?.get(key));
}

describe('device migration through a real relay', () => {
  let relay: TestRelay;
  let phone: CoreUser;
  let bob: CoreUser;
  let laptop: CoreUser;
  let eve: GunClientProcess;
  let mallory: KeyPair;
  let code = '';

  beforeAll(async () => {
    relay = await startTestRelay({ serveApp: false });
    [phone, bob, mallory] = await Promise.all([
      startCoreUser(relay.gunUrl, 'Me'),
      startCoreUser(relay.gunUrl, 'Bob'),
      newPair(),
    ]);
    eve = await startGunClient(relay.gunUrl, { signIn: true });
    await makeFriends(bob, phone);
    await accepted(phone.core.chat.sendText(bob.pair.pub, SECRETS.text));
    await accepted(bob.core.chat.sendText(phone.pair.pub, SECRETS.reply));
    await eventually(
      async () => (await phone.texts(bob)).some((m) => m.text === SECRETS.reply),
      20_000,
      'Bob’s reply on the phone',
    );
    expect((await phone.core.contacts.block(mallory.pub)).ok).toBe(true);
    const remark = { remark: SECRETS.remark, remarkInfo: '' };
    expect((await phone.core.contacts.setRemark(bob.pair.pub, remark)).ok).toBe(true);
    const { conversation } = await phone.core.ai.conversations.create(
      { role: 'user', content: SECRETS.aiQuestion },
      'tiny-model',
    );
    await phone.core.ai.conversations.append(conversation.id, {
      role: 'assistant',
      content: SECRETS.aiAnswer,
    });
    await phone.core.ai.conversations.append(conversation.id, {
      role: 'assistant',
      content: '',
      notice: 'cancelled',
    });
  }, 120_000);

  afterAll(async () => {
    await eve?.close();
    await Promise.all([phone, bob, laptop].map((user) => user?.close()));
    await relay?.dispose();
  });

  it('exports under a fresh code, with real progress, and the relay stores nothing readable', async () => {
    const progress: MigrationProgress[] = [];
    const exported = await phone.core.migration.export((p) => progress.push(p));
    if (!exported.ok) throw new Error(exported.error);
    code = exported.value.code;
    expect(code).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){7}[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(exported.value.chunks).toBe(1);
    expect(progress.at(-1)).toEqual({ phase: 'sending', done: 1, total: 1 });

    const places = await exportSouls(code, phone.pair.pub);
    await eventually(
      () => storedAt(relay, places).every((value) => typeof value === 'string'),
      15_000,
      'export on the relay’s disk',
    );
    const disk = await dataFolderText(relay.dataDir);
    for (const secret of [...Object.values(SECRETS), code, code.replace(/-/g, '')]) {
      expect(disk).not.toContain(secret);
    }
    // The place is not linked from my space: only the code leads there.
    expect(disk).not.toContain(`"s":{"#"`);
  }, 60_000);

  it('a wrong or empty code gets nothing, and so does my code in another user’s hands', async () => {
    laptop = await startCoreUser(relay.gunUrl, 'Me', { importPair: phone.pair });
    expect(await laptop.core.migration.import('  ')).toEqual({ ok: false, error: 'empty-code' });
    expect(await laptop.core.migration.import('1234-5678')).toEqual({
      ok: false,
      error: 'invalid-code',
    });
    const [wrong, othersHands] = await Promise.all([
      laptop.core.migration.import(newSyncCode()),
      // Bob's device looks for it in Bob's space.
      bob.core.migration.import(code),
    ]);
    expect(wrong).toEqual({ ok: false, error: 'invalid-code' });
    expect(othersHands).toEqual({ ok: false, error: 'invalid-code' });
    expect(await laptop.core.ai.conversations.list()).toEqual([]);
  }, 60_000);

  it('an outsider can neither overwrite nor delete the export', async () => {
    const places = await exportSouls(code, phone.pair.pub);
    for (const { soul, key } of places) {
      for (const value of ['{"v":1,"value":"junk","sig":"x"}', null]) {
        const reply = await eve.rawPut(soul, key, value, { timeoutMs: 5_000 });
        expect(reply?.err, `${key} ← ${String(value)}`).toBeTruthy();
      }
    }
    for (const value of storedAt(relay, places)) expect(value).toMatch(/^\{"v":1,"value":"/);
  }, 30_000);

  it('imports into a fresh device with progress, merges, and removes the export', async () => {
    const progress: MigrationProgress[] = [];
    const imported = await laptop.core.migration.import(code.toLowerCase(), (p) =>
      progress.push(p),
    );
    if (!imported.ok) throw new Error(imported.error);
    expect(imported.value).toMatchObject({ friends: 1, messages: 3, aiConversations: 1 });
    expect(progress).toContainEqual({ phase: 'receiving', done: 1, total: 1 });
    expect(progress.at(-1)).toEqual({ phase: 'removing', done: 2, total: 2 });

    expect(await laptop.core.contacts.friend(bob.pair.pub)).toMatchObject({
      remark: SECRETS.remark,
    });
    expect(await laptop.core.contacts.isBlocked(mallory.pub)).toBe(true);
    const texts = (await laptop.texts(bob)).map((m) => m.text);
    expect(texts).toEqual(expect.arrayContaining([SECRETS.text, SECRETS.reply]));
    const [conversation] = await laptop.core.ai.conversations.list();
    expect(conversation?.model).toBe('tiny-model');
    const aiTexts = (await laptop.core.ai.conversations.messages(conversation?.id ?? '')).map(
      (m) => [m.content, m.notice],
    );
    expect(aiTexts).toEqual([
      [SECRETS.aiQuestion, null],
      [SECRETS.aiAnswer, null],
      ['', 'cancelled'],
    ]);

    // Removed by signed writes: the relay keeps no ciphertext, and the code finds nothing now.
    const places = await exportSouls(code, phone.pair.pub);
    await eventually(
      () => storedAt(relay, places).every((value) => value === null),
      15_000,
      'export removed from the relay’s disk',
    );
    expect(await laptop.core.migration.import(code)).toEqual({ ok: false, error: 'invalid-code' });
  }, 90_000);

  it('importing again keeps what the device has and adds nothing twice', async () => {
    const again = await phone.core.migration.export();
    if (!again.ok) throw new Error(again.error);
    const before = (await laptop.texts(bob)).length;
    const imported = await laptop.core.migration.import(again.value.code);
    if (!imported.ok) throw new Error(imported.error);
    expect(imported.value).toMatchObject({ newMessages: 0, newAiConversations: 0 });
    expect((await laptop.texts(bob)).length).toBe(before);
  }, 60_000);
});
