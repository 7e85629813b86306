import { describe, expect, it } from 'vitest';
import { memoryKeyValueStore } from '../store/kv.ts';
import { PreferencesService } from './preferences.ts';

describe('PreferencesService', () => {
  it('starts from the spec defaults: toasts off, relay sharing on, English', () => {
    const prefs = new PreferencesService(memoryKeyValueStore());
    expect(prefs.all()).toMatchObject({ language: 'en', toastsEnabled: false, relaySharing: true });
  });

  it('turns notifications on with their text, not yet asked for, until the user says otherwise', () => {
    const kv = memoryKeyValueStore();
    const prefs = new PreferencesService(kv);
    expect(prefs.all()).toMatchObject({
      notificationsEnabled: true,
      notificationText: true,
      notificationsAsked: false,
    });
    prefs.set('notificationText', false);
    prefs.set('notificationsAsked', true);
    expect(new PreferencesService(kv).all()).toMatchObject({
      notificationText: false,
      notificationsAsked: true,
    });
  });

  it('records every notification kind and toasts new ones, until a kind is switched off', () => {
    const kv = memoryKeyValueStore();
    const prefs = new PreferencesService(kv);
    expect(prefs.all()).toMatchObject({
      notifyLike: true,
      notifyComment: true,
      notifyReply: true,
      notifyForward: true,
      notifyFriendRemoved: true,
      notificationToasts: true,
    });
    const { notifies } = prefs;
    prefs.set('notifyLike', false);
    prefs.set('notifyFriendRemoved', false);
    // The filter handed to the services reads the preference each time it is asked.
    expect(notifies('like')).toBe(false);
    expect(notifies('friend_removed')).toBe(false);
    const others = ['comment', 'reply', 'forward'] as const;
    expect(others.map((type) => notifies(type))).toEqual([true, true, true]);
    expect(new PreferencesService(kv).notifies('like')).toBe(false);
  });

  it('persists changes in the store and notifies listeners', () => {
    const kv = memoryKeyValueStore();
    const seen: string[] = [];
    const prefs = new PreferencesService(kv);
    prefs.subscribe((p) => seen.push(p.theme));
    prefs.set('theme', 'ocean');
    expect(new PreferencesService(kv).get('theme')).toBe('ocean');
    expect(seen).toEqual(['ocean']);
  });

  it('stores a change and tells the other listeners when one listener throws', () => {
    const kv = memoryKeyValueStore();
    const seen: string[] = [];
    const prefs = new PreferencesService(kv);
    prefs.subscribe(() => {
      throw new Error('faulty screen');
    });
    prefs.subscribe((p) => seen.push(p.theme));
    expect(() => prefs.set('theme', 'ocean')).not.toThrow();
    expect(kv.get('meshtalk:pref:theme')).toBe('"ocean"');
    expect(seen).toEqual(['ocean']);
  });

  it('falls back to the default on a corrupt or mistyped stored value', () => {
    const kv = memoryKeyValueStore({
      'meshtalk:pref:toastsEnabled': '"yes"',
      'meshtalk:pref:language': '{',
    });
    const prefs = new PreferencesService(kv);
    expect(prefs.get('toastsEnabled')).toBe(false);
    expect(prefs.get('language')).toBe('en');
  });

  it('answers the given defaults until a preference is chosen', () => {
    const kv = memoryKeyValueStore();
    const prefs = new PreferencesService(kv, { language: 'de' });
    expect(prefs.get('language')).toBe('de');
    prefs.set('language', 'fr');
    expect(new PreferencesService(kv, { language: 'de' }).get('language')).toBe('fr');
  });
});
