import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openMemoryDatabase } from '../store/node-sqlite.ts';
import type { SqlDatabase } from '../store/sql.ts';
import {
  CLOSED_MODAL,
  MAX_MODAL_HISTORY,
  backSubPage,
  openSubPage,
  restoreModalNav,
} from './modal-history.ts';
import { ModalNavStore } from './modal-nav-store.ts';

describe('modal history', () => {
  it('pushes the sub-page on show when another opens, and Back pops it', () => {
    const discover = openSubPage(CLOSED_MODAL, 'discover', 1);
    expect(discover).toEqual({ current: 'discover', history: [], updatedAt: 1 });
    const qr = openSubPage(discover, 'qrCode', 2);
    expect(qr).toEqual({ current: 'qrCode', history: ['discover'], updatedAt: 2 });
    expect(openSubPage(qr, 'qrCode', 3)).toBe(qr);
    expect(backSubPage(qr, 4)).toEqual({ current: 'discover', history: [], updatedAt: 4 });
    expect(backSubPage(backSubPage(qr, 4), 5)).toEqual({
      current: null,
      history: [],
      updatedAt: 5,
    });
  });

  it('keeps the newest entries of a long history', () => {
    let state = CLOSED_MODAL;
    for (let i = 0; i < MAX_MODAL_HISTORY + 10; i++) state = openSubPage(state, `page${i}`, i);
    expect(state.history).toHaveLength(MAX_MODAL_HISTORY);
    expect(state.history.at(-1)).toBe(`page${MAX_MODAL_HISTORY + 8}`);
    expect(() => openSubPage(state, '', 1)).toThrow(RangeError);
  });

  it('reads back whatever was stored without trusting it', () => {
    expect(restoreModalNav('relay', ['discover', 7, '', 'qrCode'], 9)).toEqual({
      current: 'relay',
      history: ['discover', 'qrCode'],
      updatedAt: 9,
    });
    expect(restoreModalNav(null, ['discover'], 'x')).toEqual(CLOSED_MODAL);
    expect(restoreModalNav('relay', { 0: 'discover' }, 3).history).toEqual([]);
  });
});

describe('ModalNavStore', () => {
  let db: SqlDatabase;
  let clock = 0;
  const now = () => ++clock;

  beforeEach(async () => {
    db = await openMemoryDatabase({ migrate: true });
  });
  afterEach(async () => {
    await db.close();
  });

  it('opens, goes back and closes, saving each step per user', async () => {
    const store = new ModalNavStore(db, now);
    expect(await store.load('alice')).toEqual(CLOSED_MODAL);
    await store.open('alice', 'discover');
    await store.open('alice', 'webTools');
    expect(await store.open('alice', 'aiChat')).toMatchObject({
      current: 'aiChat',
      history: ['discover', 'webTools'],
    });
    await store.open('bob', 'scanner');

    // Another store on the same database (a reload) finds each user's own state.
    const reloaded = new ModalNavStore(db, now);
    expect(await reloaded.load('alice')).toMatchObject({
      current: 'aiChat',
      history: ['discover', 'webTools'],
    });
    expect(await reloaded.load('bob')).toMatchObject({ current: 'scanner', history: [] });
    expect(await reloaded.back('alice')).toMatchObject({
      current: 'webTools',
      history: ['discover'],
    });
    expect(await reloaded.close('bob')).toMatchObject({ current: null, history: [] });

    const rows = await db.all('SELECT * FROM modal_states ORDER BY userPub');
    expect(rows).toEqual([
      {
        userPub: 'alice',
        currentComponent: 'webTools',
        componentHistory: '["discover"]',
        updatedAt: expect.any(Number) as number,
      },
      {
        userPub: 'bob',
        currentComponent: null,
        componentHistory: '[]',
        updatedAt: expect.any(Number) as number,
      },
    ]);
  });

  it('applies quick taps in order', async () => {
    const store = new ModalNavStore(db, now);
    const steps = await Promise.all([
      store.open('alice', 'discover'),
      store.open('alice', 'relay'),
      store.open('alice', 'browser'),
      store.back('alice'),
    ]);
    expect(steps.map((s) => s.current)).toEqual(['discover', 'relay', 'browser', 'relay']);
    expect(await store.load('alice')).toMatchObject({ current: 'relay', history: ['discover'] });
  });

  it('treats a damaged row as a closed modal', async () => {
    await db.run(
      "INSERT INTO modal_states (userPub, currentComponent, componentHistory, updatedAt) VALUES ('alice', 'relay', 'not json', NULL)",
    );
    const store = new ModalNavStore(db, now);
    expect(await store.load('alice')).toEqual({ current: 'relay', history: [], updatedAt: 0 });
    expect(await store.back('alice')).toMatchObject({ current: null });
  });
});
