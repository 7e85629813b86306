import type { GunClient, GunListenerHandle, GunRoot, GunUser } from '../net/gun.ts';
import { openRecord, signRecord } from '../protocol/signed-record.ts';
import { TimeoutError, withTimeout } from '../util/async.ts';
import { debug } from '../util/log.ts';
import type { KeyPair } from '../crypto/sea.ts';
import { parseProfileCard, type ProfileCard } from './profile.ts';
import type { UserSpace } from './user-space.ts';

const AUTH_TIMEOUT_MS = 10_000;
/** `~<pub>/profile/card`: the whole profile as one signed record. */
export const PROFILE_PATH = ['profile', 'card'] as const;

const log = debug('user-space');

/** The user space on a Gun client: my signed profile card, and anyone's, verified. */
export function createGunUserSpace(gun: GunClient): UserSpace {
  let user: GunUser | null = null;
  let signer: KeyPair | null = null;

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
      signer = pair;
    },

    logout() {
      user?.leave();
      user = null;
      signer = null;
    },

    async writeProfile(card) {
      const current = user;
      if (!current || !signer) throw new Error('not signed in');
      const record = await signRecord(signer, PROFILE_PATH, { ...card });
      await new Promise<void>((resolve, reject) => {
        current
          .get(PROFILE_PATH[0])
          .get(PROFILE_PATH[1])
          .put(record, (ack) => (ack.err ? reject(new Error(ack.err)) : resolve()));
      });
    },

    readProfile: (pub, timeoutMs) => readCard(gun, pub, timeoutMs),

    followProfile(pub, onCard) {
      const node = gun.user(pub).get(PROFILE_PATH[0]).get(PROFILE_PATH[1]);
      let stopped = false;
      let listener: GunListenerHandle | null = null;
      node.on((data, _key, _message, handle) => {
        listener = handle;
        if (stopped) return handle.off();
        if (data === undefined || data === null) return;
        void openRecord(pub, PROFILE_PATH, data).then((value) => {
          const card = value === undefined ? null : parseProfileCard(value);
          if (!card) log('ignored an unverified profile of %s', pub);
          else if (!stopped) onCard(card);
        });
      });
      return () => {
        stopped = true;
        // Only this listener: a read of the same profile may be listening on the same node.
        listener?.off();
      };
    },

    online: () => gun.connectedPeerCount() > 0,
  };
}

/**
 * The first card that verifies. `once` with a long `wait` holds the answer back for the whole
 * wait even when the node has arrived; listening returns as soon as a relay replies. Only this
 * read's own listener is removed: `off()` on the chain would also end a friend's profile being
 * followed on the same node.
 */
async function readCard(gun: GunRoot, pub: string, timeoutMs: number): Promise<ProfileCard | null> {
  const node = gun.user(pub).get(PROFILE_PATH[0]).get(PROFILE_PATH[1]);
  let settled = false;
  try {
    return await withTimeout(
      new Promise<ProfileCard>((resolve) => {
        node.on((data, _key, _message, handle) => {
          if (settled) return handle.off();
          void openRecord(pub, PROFILE_PATH, data).then((value) => {
            const card = value === undefined ? null : parseProfileCard(value);
            if (settled) return;
            if (!card) {
              if (data !== undefined && data !== null)
                log('ignored an unverified profile of %s', pub);
              return;
            }
            settled = true;
            handle.off();
            resolve(card);
          });
        });
      }),
      timeoutMs,
      'profile read',
    );
  } catch (error) {
    if (!(error instanceof TimeoutError)) throw error;
    settled = true; // the listener removes itself if anything still arrives
    return null;
  }
}
