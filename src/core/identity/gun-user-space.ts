import type { GunRoot, GunUser } from '../net/gun.ts';
import { TimeoutError, withTimeout } from '../util/async.ts';
import type { KeyPair } from '../crypto/sea.ts';
import type { ProfileFields, UserSpace } from './user-space.ts';

const AUTH_TIMEOUT_MS = 10_000;

/** The user space on a Gun client: signed writes to `~pub/profile`, reads of anyone's profile. */
export function createGunUserSpace(gun: GunRoot): UserSpace {
  let user: GunUser | null = null;

  return {
    async login(pair: KeyPair) {
      user?.leave();
      const next = gun.user();
      // SEA signs in locally from the pair: no network round trip is needed.
      await withTimeout(
        new Promise<void>((resolve, reject) => {
          next.auth(pair, (ack) => (ack.err ? reject(new Error(ack.err)) : resolve()));
        }),
        AUTH_TIMEOUT_MS,
        'sign-in',
      );
      user = next;
    },

    logout() {
      user?.leave();
      user = null;
    },

    writeProfile(fields: ProfileFields) {
      const current = user;
      if (!current) return Promise.reject(new Error('not signed in'));
      return new Promise<void>((resolve, reject) => {
        current
          .get('profile')
          .put(fields, (ack) => (ack.err ? reject(new Error(ack.err)) : resolve()));
      });
    },

    async readProfile(pub: string, timeoutMs: number) {
      // `once` with a long `wait` holds the answer back for the whole wait even when the node has
      // arrived; listening and resolving on the first answer returns as soon as a relay replies.
      const node = gun.user(pub).get('profile');
      try {
        return await withTimeout(
          new Promise<Record<string, unknown>>((resolve) => {
            node.on((data, _key, _message, handle) => {
              if (!isRecord(data)) return;
              handle.off();
              resolve(data);
            });
          }),
          timeoutMs,
          'profile read',
        );
      } catch (error) {
        if (!(error instanceof TimeoutError)) throw error;
        // Nothing arrived, so no listener removed itself.
        node.off();
        return null;
      }
    },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
