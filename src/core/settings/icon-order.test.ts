import { describe, expect, it } from 'vitest';
import { memoryKeyValueStore, type KeyValueStore } from '../store/kv.ts';
import { IconOrderStore, arrangeIcons } from './icon-order.ts';

const ICONS = ['aiSettings', 'aiChat', 'qrCode', 'webTools'];

describe('arrangeIcons', () => {
  it('keeps the saved order of known icons and adds new ones after them, in default order', () => {
    expect(arrangeIcons(['qrCode', 'aiSettings'], ICONS)).toEqual([
      'qrCode',
      'aiSettings',
      'aiChat',
      'webTools',
    ]);
  });

  it('drops icons the grid no longer has, and repeats', () => {
    expect(arrangeIcons(['gone', 'webTools', 'webTools', 'aiChat'], ICONS)).toEqual([
      'webTools',
      'aiChat',
      'aiSettings',
      'qrCode',
    ]);
  });
});

describe('IconOrderStore', () => {
  it('reads the default order until an order is saved, and keeps each user and grid apart', () => {
    const kv = memoryKeyValueStore();
    const store = new IconOrderStore(kv);
    expect(store.read('home', 'alice', ICONS)).toEqual(ICONS);

    const saved = store.save('home', 'alice', ['webTools', 'aiSettings', 'unknown'], ICONS);
    expect(saved).toEqual({ ok: true, value: ['webTools', 'aiSettings', 'aiChat', 'qrCode'] });

    // Another store on the same device (a reload) finds it; Bob and the other grid do not.
    const reloaded = new IconOrderStore(kv);
    expect(reloaded.read('home', 'alice', ICONS)).toEqual([
      'webTools',
      'aiSettings',
      'aiChat',
      'qrCode',
    ]);
    expect(reloaded.read('home', 'bob', ICONS)).toEqual(ICONS);
    expect(reloaded.read('me', 'alice', ICONS)).toEqual(ICONS);
  });

  it('follows the icons a later version has: a new one appears, a removed one is gone', () => {
    const store = new IconOrderStore(memoryKeyValueStore());
    store.save('home', 'alice', ['qrCode', 'aiChat', 'aiSettings', 'webTools'], ICONS);
    const later = ['aiSettings', 'aiChat', 'qrCode', 'browser'];
    expect(store.read('home', 'alice', later)).toEqual([
      'qrCode',
      'aiChat',
      'aiSettings',
      'browser',
    ]);
  });

  it('reset forgets the saved order', () => {
    const store = new IconOrderStore(memoryKeyValueStore());
    store.save('home', 'alice', ['webTools'], ICONS);
    expect(store.reset('home', 'alice', ICONS)).toEqual({ ok: true, value: ICONS });
    expect(store.read('home', 'alice', ICONS)).toEqual(ICONS);
  });

  it('reads a damaged saved value as the default order', () => {
    const kv = memoryKeyValueStore({
      'meshtalk:icon-order:home:alice': '{not json',
      'meshtalk:icon-order:home:bob': '{"0":"webTools"}',
      'meshtalk:icon-order:home:carol': '["webTools",7,null]',
    });
    const store = new IconOrderStore(kv);
    expect(store.read('home', 'alice', ICONS)).toEqual(ICONS);
    expect(store.read('home', 'bob', ICONS)).toEqual(ICONS);
    expect(store.read('home', 'carol', ICONS)).toEqual([
      'webTools',
      'aiSettings',
      'aiChat',
      'qrCode',
    ]);
  });

  it('reports a write the storage did not take as a failure, and keeps the order before it', () => {
    const kv = memoryKeyValueStore();
    const store = new IconOrderStore(kv);
    store.save('home', 'alice', ['qrCode'], ICONS);
    const before = store.read('home', 'alice', ICONS);

    // The browser's store drops a write to a full storage without a word.
    const full: KeyValueStore = { ...kv, set: () => undefined, remove: () => undefined };
    const dropping = new IconOrderStore(full);
    expect(dropping.save('home', 'alice', ['webTools'], ICONS)).toEqual({
      ok: false,
      error: 'save-failed',
    });
    expect(dropping.reset('home', 'alice', ICONS)).toEqual({ ok: false, error: 'save-failed' });

    const throwing: KeyValueStore = {
      ...kv,
      set: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(new IconOrderStore(throwing).save('home', 'alice', ['aiChat'], ICONS)).toEqual({
      ok: false,
      error: 'save-failed',
    });
    expect(store.read('home', 'alice', ICONS)).toEqual(before);
  });
});
