import { Emitter } from '../util/emitter.ts';
import type { Friend } from './friend.ts';
import type { Notification } from './contact-store.ts';

/**
 * What the contacts core tells its subscribers. Screens re-read the lists they show; the chat
 * core reacts to `friend-added` (start listening) and `friend-removed` (drop the chat and preview).
 * `another-device`: the change was made on another device of mine and arrived through own state.
 */
export type ContactEvent =
  | {
      readonly type: 'friend-added';
      readonly friend: Friend;
      readonly acceptedBy: 'me' | 'them' | 'another-device';
    }
  | {
      readonly type: 'friend-removed';
      readonly pub: string;
      readonly by: 'me' | 'them' | 'another-device';
    }
  | { readonly type: 'friend-updated'; readonly pub: string }
  | { readonly type: 'requests-changed' }
  | { readonly type: 'blacklist-changed'; readonly pub: string; readonly blocked: boolean }
  | { readonly type: 'notification'; readonly notification: Omit<Notification, 'id'> };

export type ContactListener = (event: ContactEvent) => void;

/** The contacts core's event bus, shared by its parts (letters, own state, profiles). */
export class ContactEvents extends Emitter<ContactEvent> {
  constructor() {
    super('contacts');
  }
}
