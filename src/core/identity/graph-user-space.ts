import type { KeyPair } from '../crypto/sea.ts';
import type { Graph, RecordPath } from '../graph/graph.ts';
import { openRecord, signRecord } from '../protocol/signed-record.ts';
import { TimeoutError, withTimeout } from '../util/async.ts';
import { debug } from '../util/log.ts';
import { parseProfileCard, PROFILE_WRITE_TIMEOUT_MS } from './profile.ts';
import type { UserSpace, ProfileCard } from './user-space.ts';

/** `~<pub>/profile/card`: the whole profile as one signed record, signed for this path. */
const PROFILE_PATH: RecordPath = ['profile', 'card'];

const log = debug('user-space');

/** The user space on the graph: my signed profile card, and anyone's, verified. */
export function createGraphUserSpace(graph: Graph): UserSpace {
  let signer: KeyPair | null = null;

  return {
    async login(pair: KeyPair) {
      await graph.signIn(pair);
      signer = pair;
    },

    logout() {
      graph.signOut();
      signer = null;
    },

    async writeProfile(card) {
      if (!signer) throw new Error('not signed in');
      const record = await signRecord(signer, PROFILE_PATH, { ...card });
      await graph.putSigned(PROFILE_PATH, record, PROFILE_WRITE_TIMEOUT_MS);
    },

    readProfile: (pub, timeoutMs) => readCard(graph, pub, timeoutMs),

    followProfile(pub, onCard) {
      let stopped = false;
      const stop = graph.followSigned(pub, PROFILE_PATH, (data) => {
        void openCard(pub, data).then((card) => {
          if (card && !stopped) onCard(card);
        });
      });
      return () => {
        stopped = true;
        stop();
      };
    },

    online: () => graph.connectedPeers() > 0,
  };
}

/** The card in a value read from `pub`'s space, or null unless it verifies for `pub`. */
async function openCard(pub: string, data: unknown): Promise<ProfileCard | null> {
  const value = await openRecord(pub, PROFILE_PATH, data);
  const card = value === undefined ? null : parseProfileCard(value);
  if (!card) log('ignored an unverified profile of %s', pub);
  return card;
}

/** The first card that verifies, as soon as a relay replies; null after `timeoutMs`. */
async function readCard(graph: Graph, pub: string, timeoutMs: number): Promise<ProfileCard | null> {
  let stop = (): void => undefined;
  try {
    return await withTimeout(
      new Promise<ProfileCard>((resolve) => {
        stop = graph.followSigned(pub, PROFILE_PATH, (data) => {
          void openCard(pub, data).then((card) => card && resolve(card));
        });
      }),
      timeoutMs,
      'profile read',
    );
  } catch (error) {
    if (!(error instanceof TimeoutError)) throw error;
    return null;
  } finally {
    stop();
  }
}
