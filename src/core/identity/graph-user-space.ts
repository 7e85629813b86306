import type { GunClient, GunListenerHandle, GunRoot, GunUser } from '../net/gun.ts';
import { openRecord, signRecord } from '../protocol/signed-record.ts';
import { TimeoutError, withTimeout } from '../util/async.ts';
import { debug } from '../util/log.ts';
import type { KeyPair } from '../crypto/sea.ts';
import { parseProfileCard } from './profile.ts';
import type { UserSpace, ProfileCard } from './user-space.ts';

const AUTH_TIMEOUT_MS = 10_000;
/** `~<pub>/profile/card`: the whole profile as one signed record. */
const PROFILE_PATH = ['profile', 'card'] as const;

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
      let stopped = false;
      let listener: GunListenerHandle | null = null;
      cardNode(gun, pub).on((data, _key, _message, handle) => {
        listener = handle;
        if (stopped) return handle.off();
        void openCard(pub, data).then((card) => {
          if (card && !stopped) onCard(card);
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

const cardNode = (gun: GunRoot, pub: string) =>
  gun.user(pub).get(PROFILE_PATH[0]).get(PROFILE_PATH[1]);

/** The card in a value read from `pub`'s space, or null unless it verifies for `pub`. */
async function openCard(pub: string, data: unknown): Promise<ProfileCard | null> {
  if (data === undefined || data === null) return null;
  const value = await openRecord(pub, PROFILE_PATH, data);
  const card = value === undefined ? null : parseProfileCard(value);
  if (!card) log('ignored an unverified profile of %s', pub);
  return card;
}

/**
 * The first card that verifies. `once` with a long `wait` holds the answer back for the whole
 * wait even when the node has arrived; listening returns as soon as a relay replies. Only this
 * read's own listener is removed: `off()` on the chain would also end a friend's profile being
 * followed on the same node.
 */
async function readCard(gun: GunRoot, pub: string, timeoutMs: number): Promise<ProfileCard | null> {
  let settled = false;
  try {
    return await withTimeout(
      new Promise<ProfileCard>((resolve) => {
        cardNode(gun, pub).on((data, _key, _message, handle) => {
          if (settled) return handle.off();
          void openCard(pub, data).then((card) => {
            if (settled || !card) return;
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
