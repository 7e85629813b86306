import { afterEach, describe, expect, it } from 'vitest';
import { newPair } from '../../../test/chat/support/chat-user.ts';
import { ManualTimers } from '../../../test/chat/support/manual-timers.ts';
import { eventually } from '../../../test/support/eventually.ts';
import { TEST_GREETING } from '../../../test/support/greeting.ts';
import { MemoryNetwork } from '../../../test/support/memory-graph.ts';
import { createCore, type Core } from '../core.ts';
import { memoryKeyValueStore, type KeyValueStore } from '../store/kv.ts';
import { openMemoryDatabase } from '../store/node-sqlite.ts';
import { RELAY_RETENTION_DAYS, RELAY_RETENTION_MS } from '../streams/limits.ts';
import { Emitter } from '../util/emitter.ts';
import { AWAY_CHECK_MS, AwayWatch } from './away-watch.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const ME = 'my-key';
const KEY = `meshtalk:last-online:${ME}`;

/** A watch on a hand-driven clock, with relays connected or not as the test says. */
function watchOn(kv: KeyValueStore, timers = new ManualTimers()) {
  const relays = { online: true };
  const connectivity = new Emitter<boolean>('test:connectivity');
  const notices: unknown[] = [];
  const watch = new AwayWatch({
    kv,
    me: () => ME,
    online: () => relays.online,
    onConnectivity: (listener) => connectivity.subscribe(listener),
    now: () => timers.now,
    timers,
  });
  watch.subscribe(() => notices.push(watch.notice()));
  /** Relays reached (or lost), as the chat's outbox tells. */
  const setOnline = (online: boolean) => {
    relays.online = online;
    connectivity.emit(online);
  };
  return { watch, timers, notices, setOnline };
}

describe('AwayWatch', () => {
  it('tells a device back after longer than relays keep records, once', () => {
    const timers = new ManualTimers();
    const last = timers.now - RELAY_RETENTION_MS - DAY_MS;
    const kv = memoryKeyValueStore({ [KEY]: String(last) });
    const { watch, notices } = watchOn(kv, timers);
    watch.start();
    const notice = {
      code: 'away-past-retention',
      lastOnline: last,
      retentionDays: RELAY_RETENTION_DAYS,
    };
    expect(watch.notice()).toEqual(notice);
    expect(notices).toEqual([notice]);
    expect(kv.get(KEY)).toBe(String(timers.now));
    watch.dismiss();
    expect(watch.notice()).toBeNull();
    // Signed out and in again at once: nothing more to tell.
    watch.stop();
    watch.start();
    expect(watch.notice()).toBeNull();
    expect(notices).toEqual([notice, null]);
  });

  it('says nothing after a shorter absence, or on a first start', async () => {
    const timers = new ManualTimers();
    const kv = memoryKeyValueStore({ [KEY]: String(timers.now - RELAY_RETENTION_MS + DAY_MS) });
    const { watch, notices } = watchOn(kv, timers);
    watch.start();
    expect(watch.notice()).toBeNull();
    await timers.advance(AWAY_CHECK_MS);
    expect(kv.get(KEY)).toBe(String(timers.now));
    watch.stop();

    const fresh = watchOn(memoryKeyValueStore());
    fresh.watch.start();
    expect(fresh.watch.notice()).toBeNull();
    expect(notices).toEqual([]);
  });

  it('counts time without a relay as away, and tells when relays are reached', async () => {
    const timers = new ManualTimers();
    const kv = memoryKeyValueStore();
    const { watch, setOnline } = watchOn(kv, timers);
    watch.start();
    const last = timers.now;
    setOnline(false);
    // Signed in all along, but no relay for longer than the retention: nothing was read.
    await timers.advance(RELAY_RETENTION_MS + DAY_MS);
    expect(kv.get(KEY)).toBe(String(last));
    expect(watch.notice()).toBeNull();
    setOnline(true);
    expect(watch.notice()).toMatchObject({ code: 'away-past-retention', lastOnline: last });
    watch.stop();
  });
});

describe('the core’s away watch', () => {
  let core: Core | null = null;
  afterEach(async () => {
    await core?.close();
    core = null;
  });

  it('tells once a user signs in on a device last online before the retention period', async () => {
    const pair = await newPair();
    const now = Date.now();
    const lastOnline = now - RELAY_RETENTION_MS - DAY_MS;
    const kv = memoryKeyValueStore({ [`meshtalk:last-online:${pair.pub}`]: String(lastOnline) });
    core = createCore({
      db: await openMemoryDatabase({ migrate: true }),
      kv,
      peers: [],
      graph: new MemoryNetwork().graphFor(pair.pub),
      greeting: () => TEST_GREETING,
    });
    const created = await core.account.create({ pair, alias: 'me', avatar: '', password: 'pw' });
    expect(created.ok).toBe(true);
    const { away } = core;
    const notice = await eventually(() => away.notice(), 10_000, 'the notice');
    expect(notice).toEqual({
      code: 'away-past-retention',
      lastOnline,
      retentionDays: RELAY_RETENTION_DAYS,
    });
    expect(Number(kv.get(`meshtalk:last-online:${pair.pub}`))).toBeGreaterThanOrEqual(now);
  });
});
