import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NOTIFICATION_KIND_PREFERENCES, PreferencesService } from '../settings/preferences.ts';
import { memoryKeyValueStore } from '../store/kv.ts';
import { openMemoryDatabase } from '../store/node-sqlite.ts';
import type { SqlDatabase } from '../store/sql.ts';
import { insertMoment, type MomentKey } from './moment-store.ts';
import { notificationList, notifyTalk } from './moment-notifications.ts';
import type { NotificationType } from './moment-types.ts';
import type { TalkEntry } from './talk.ts';

const ME = 'me-pub';
const BOB = 'bob-pub';
const CAROL = 'carol-pub';
const MINE: MomentKey = { author: ME, id: 'mine' };
const CAROLS: MomentKey = { author: CAROL, id: 'carols' };

let db: SqlDatabase;
let prefs: PreferencesService;
/** The talk each moment has heard so far, as MomentTalk keeps it. */
let heard: Map<string, TalkEntry[]>;
let clock: number;

beforeEach(async () => {
  db = await openMemoryDatabase({ migrate: true });
  prefs = new PreferencesService(memoryKeyValueStore());
  heard = new Map();
  clock = 1_000;
  await db.batch([
    insertMoment(MINE, { epoch: 'e1', text: 'my bread', images: 0, ts: clock }, clock),
  ]);
});

afterEach(() => db.close());

/** `from` says `entry` on `moment`; resolves to whether a notification was recorded. */
async function hear(
  moment: MomentKey,
  from: string,
  entry: Pick<TalkEntry, 'kind'> & Partial<TalkEntry>,
): Promise<boolean> {
  const full: TalkEntry = { id: '', text: '', to: '', ...entry, from, at: ++clock };
  const key = `${moment.author}/${moment.id}`;
  heard.set(key, [...(heard.get(key) ?? []), full]);
  const talk = { entries: () => Promise.resolve(heard.get(key) ?? []) };
  return notifyTalk(db, ME, moment, full, talk, prefs.notifies);
}

const listed = async () =>
  (await notificationList(db)).map((n) => [n.type, n.from, n.read] as const).reverse();

describe('notification kinds switched off', () => {
  it('records every kind while all are on', async () => {
    for (const type of Object.keys(NOTIFICATION_KIND_PREFERENCES) as NotificationType[]) {
      expect(prefs.notifies(type), type).toBe(true);
    }
    expect(await hear(MINE, BOB, { kind: 'like' })).toBe(true);
    // A second like tells nothing new, nor does one taken back and given again.
    expect(await hear(MINE, BOB, { kind: 'like' })).toBe(false);
    expect(await hear(MINE, BOB, { kind: 'unlike' })).toBe(false);
    expect(await hear(MINE, BOB, { kind: 'like' })).toBe(false);
    expect(await hear(MINE, BOB, { kind: 'comment', id: 'c1', text: 'yum' })).toBe(true);
    expect(await hear(MINE, BOB, { kind: 'forward', id: 'f1' })).toBe(true);
    expect(await listed()).toEqual([
      ['like', BOB, false],
      ['comment', BOB, false],
      ['forward', BOB, false],
    ]);
  });

  it('does not record a like with likes off, and records the comment that follows', async () => {
    prefs.set('notifyLike', false);
    expect(await hear(MINE, BOB, { kind: 'like' })).toBe(false);
    expect(await hear(MINE, BOB, { kind: 'comment', id: 'c1', text: 'yum' })).toBe(true);
    const list = await notificationList(db);
    expect(list.map((n) => n.type)).toEqual(['comment']);
    expect(list.filter((n) => !n.read)).toHaveLength(1);
    expect(list[0]).toMatchObject({ preview: 'my bread', comment: 'yum' });

    // Switched on again: the next like is recorded, the skipped one does not come back.
    prefs.set('notifyLike', true);
    expect(await hear(MINE, CAROL, { kind: 'like' })).toBe(true);
    expect(await listed()).toEqual([
      ['comment', BOB, false],
      ['like', CAROL, false],
    ]);
  });

  it('leaves out comments and forwards when they are off', async () => {
    prefs.set('notifyComment', false);
    prefs.set('notifyForward', false);
    expect(await hear(MINE, BOB, { kind: 'comment', id: 'c1', text: 'yum' })).toBe(false);
    expect(await hear(MINE, BOB, { kind: 'forward', id: 'f1' })).toBe(false);
    expect(await hear(MINE, BOB, { kind: 'like' })).toBe(true);
    expect(await listed()).toEqual([['like', BOB, false]]);
  });

  it('with replies off, a reply on my moment counts as a comment, one elsewhere not at all', async () => {
    prefs.set('notifyReply', false);
    // My comment on Carol's moment, and Bob's reply to it.
    await hear(CAROLS, ME, { kind: 'comment', id: 'mine-there', text: 'nice' });
    expect(
      await hear(CAROLS, BOB, { kind: 'comment', id: 'r1', text: 'yes', to: 'mine-there' }),
    ).toBe(false);
    // My comment on my own moment, and Bob's reply to it.
    await hear(MINE, ME, { kind: 'comment', id: 'mine-here', text: 'thanks' });
    expect(
      await hear(MINE, BOB, { kind: 'comment', id: 'r2', text: 'sure', to: 'mine-here' }),
    ).toBe(true);
    expect(await listed()).toEqual([['comment', BOB, false]]);

    prefs.set('notifyReply', true);
    expect(
      await hear(CAROLS, BOB, { kind: 'comment', id: 'r3', text: 'again', to: 'mine-there' }),
    ).toBe(true);
    expect((await listed()).map(([type]) => type)).toEqual(['comment', 'reply']);
  });

  it('never records my own talk, whatever is switched on', async () => {
    expect(await hear(MINE, ME, { kind: 'like' })).toBe(false);
    expect(await hear(MINE, ME, { kind: 'comment', id: 'c1', text: 'me' })).toBe(false);
    expect(await listed()).toEqual([]);
  });
});

describe('talk a device hears after it signs in', () => {
  it('lists what came before the device had the moment as read, and what came after as new', async () => {
    // This device stored the moment an hour after Bob liked it (a device just signed in).
    const later: MomentKey = { author: ME, id: 'synced' };
    const storedAt = clock + 3_600_000;
    await db.batch([
      insertMoment(later, { epoch: 'e1', text: 'old bread', images: 0, ts: clock }, storedAt),
    ]);
    expect(await hear(later, BOB, { kind: 'like' })).toBe(true);
    clock = storedAt;
    expect(await hear(later, CAROL, { kind: 'comment', id: 'c1', text: 'new' })).toBe(true);
    expect(await listed()).toEqual([
      ['like', BOB, true],
      ['comment', CAROL, false],
    ]);
  });
});
