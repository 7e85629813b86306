/**
 * Chat users on a real relay: each has its own Gun client (in this process: with no local store,
 * several clients here behave, which test/chat/gun-clients.test.ts checks), signed in as itself.
 */
import { createGraphUserSpace } from '../../../src/core/identity/graph-user-space.ts';
import { gunGraph } from '../../../src/core/net/gun-graph.ts';
import { createGun, type GunClient } from '../../../src/core/net/gun.ts';
import type { KeyPair } from '../../../src/core/crypto/sea.ts';
import { createChatUser, newPair, type ChatUser, type DeviceOptions } from './chat-user.ts';
import { eventually } from '../../support/eventually.ts';

export interface GunChatUser extends ChatUser {
  gun: GunClient;
  /** Stops the service and disconnects for good, like a closed app. */
  goOffline(): Promise<void>;
  /** A fresh Gun client and service on the same database, like the app opened again. */
  comeBack(): Promise<void>;
}

export async function signedInGun(gunUrl: string, pair: KeyPair): Promise<GunClient> {
  const gun = createGun({ peers: [gunUrl] });
  await createGraphUserSpace(gunGraph(() => gun)).login(pair);
  await eventually(() => gun.connectedPeerCount() > 0, 15_000, 'relay connection');
  return gun;
}

export async function startGunChatUser(
  gunUrl: string,
  name: string,
  keys?: KeyPair,
  options: DeviceOptions = {},
): Promise<GunChatUser> {
  const pair = keys ?? (await newPair());
  const box = { gun: await signedInGun(gunUrl, pair) };
  const base = await createChatUser(name, { graph: gunGraph(() => box.gun) }, pair, options);
  const user: GunChatUser = Object.assign(base, {
    get gun() {
      return box.gun;
    },
    goOffline() {
      user.service.stop();
      user.devices.stop();
      box.gun.close();
      return Promise.resolve();
    },
    async comeBack() {
      box.gun = await signedInGun(gunUrl, pair);
      await user.restart();
    },
  });
  const close = base.close.bind(base);
  user.close = async () => {
    box.gun.close();
    await close();
  };
  await user.service.start();
  return user;
}
