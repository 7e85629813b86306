/** Moment users on a real relay: a chat user whose chat hands feed keys to a moment service. */
import { gunGraph } from '../../../src/core/net/gun-graph.ts';
import type { KeyPair } from '../../../src/core/crypto/sea.ts';
import { FeedKeys } from '../../../src/core/moments/feed-keys.ts';
import { MomentService } from '../../../src/core/moments/moment-service.ts';
import { MomentWriter } from '../../../src/core/moments/moment-writer.ts';
import { localCommit } from '../../../src/core/own-state/own-commit.ts';
import { FailureLog } from '../../../src/core/streams/failures.ts';
import { itemsWithIds, queuedIds } from '../../../src/core/streams/outbox-queue.ts';
import { systemTimers } from '../../../src/core/util/timers.ts';
import { eventually } from '../../support/eventually.ts';
import { OwnStateService } from '../../../src/core/own-state/own-state-service.ts';
import { startGunChatUser, type GunChatUser } from '../../chat/support/gun-chat.ts';

export interface MomentUser extends GunChatUser {
  moments: MomentService;
}

/**
 * `device.pair` makes another device of a user; `device.ownState` shares my feed keys with it;
 * `device.now` is the device's clock for its moments.
 */
interface Device {
  pair?: KeyPair;
  ownState?: boolean;
  now?: () => number;
}

export async function startMomentUser(
  gunUrl: string,
  name: string,
  device: Device = {},
): Promise<MomentUser> {
  const user = await startGunChatUser(gunUrl, name, device.pair, {
    secondDevice: device.pair !== undefined,
  });
  return withMoments(user, device);
}

/** Gives a chat user on a real relay a moment service, its chat handing it feed keys. */
export async function withMoments<U extends GunChatUser>(
  user: U,
  device: Device = {},
): Promise<U & MomentUser> {
  const ownState = device.ownState
    ? new OwnStateService({
        db: user.db,
        graph: gunGraph(() => user.gun),
        session: () => user.pair,
      })
    : undefined;
  const moments = new MomentService({
    db: user.db,
    graph: gunGraph(() => user.gun),
    session: () => user.pair,
    directory: user.directory,
    chat: { sendFeedKey: (peer, key) => user.service.sendFeedKey(peer, key) },
    chains: user.chains,
    devicesOf: async (friend) => (await user.devices.devicesOf(friend)).map(({ id }) => id),
    ...(ownState ? { ownState } : {}),
    ...(device.now ? { now: device.now } : {}),
  });
  await user.restart({ onFeedKey: (author, key) => moments.takeFeedKey(author, key) });
  ownState?.start();
  await moments.start();
  const close = user.close.bind(user);
  return Object.assign(user, {
    moments,
    close: async () => {
      ownState?.stop();
      moments.stop();
      await close();
    },
  });
}

/** The texts of `user`'s feed (or of one author's moments), newest first. */
export async function feedTexts(user: MomentUser, author?: string): Promise<string[]> {
  const page = await user.moments.feed(author ? { author } : {});
  return page.moments.map((m) => m.text);
}

/** Ends a friendship on one side, as the contacts service would. */
export async function unfriend(a: GunChatUser, b: GunChatUser): Promise<void> {
  await a.db.run('DELETE FROM buddies WHERE userPub = ? AND buddyPub = ?', [
    a.pair.pub,
    b.pair.pub,
  ]);
  a.directory.changed();
}

/**
 * What a modified client of `holder` can put in its own feed: talk records for the nodes and
 * sealed entries it chose, posted as its own writer would. Resolves once a relay has them.
 */
export async function postRawTalk(
  holder: MomentUser,
  talk: readonly { readonly node: string; readonly entry: string }[],
): Promise<void> {
  const writer = new MomentWriter({
    db: holder.db,
    now: Date.now,
    timers: systemTimers,
    transport: gunGraph(() => holder.gun),
    session: () => holder.pair,
    keys: new FeedKeys({ db: holder.db, now: Date.now, commit: localCommit(holder.db) }),
    failures: new FailureLog(),
    chains: holder.chains,
    readers: async () => (await holder.directory.friends()).map(({ pub }) => pub),
    sent: () => undefined,
  });
  writer.stream.start();
  try {
    const bodies = talk.map(({ node, entry }) => ({ type: 'talk' as const, node, entry }));
    const written = await writer.post(holder.pair, bodies, () => []);
    const ids = written.map(({ id }) => id);
    await eventually(
      async () => (await queuedIds(holder.db, itemsWithIds(ids))).length === 0,
      20_000,
      'the raw talk on the relay',
    );
  } finally {
    writer.stream.stop();
  }
}
