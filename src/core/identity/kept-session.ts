import { openOnDevice, sealOnDevice, type DeviceSealed } from '../crypto/device-seal.ts';
import type { KeyPair } from '../crypto/sea.ts';
import { hasKeyFields, pickKeyPair } from './keypair.ts';

/**
 * "Keep me signed in on this device": the key pair sealed under a non-extractable device key.
 * The password-sealed copy in the database stays the account's; this one only saves typing the
 * password on this device, and logout or account deletion removes it.
 */
export interface KeptSession extends DeviceSealed {
  pub: string;
}

/** Where the device keeps its one kept session (the browser: IndexedDB; tests: memory). */
export interface KeptSessionStore {
  load(): Promise<KeptSession | null>;
  save(kept: KeptSession): Promise<void>;
  clear(): Promise<void>;
}

const label = (pub: string) => `meshtalk-kept-session:${pub}`;

export async function keepSession(pair: KeyPair): Promise<KeptSession> {
  const sealed = await sealOnDevice(JSON.stringify(pickKeyPair(pair)), label(pair.pub));
  return { pub: pair.pub, ...sealed };
}

/** The key pair of a kept session, or null when it no longer opens or is not the named key's. */
export async function openKeptSession(kept: KeptSession): Promise<KeyPair | null> {
  const plain = await openOnDevice(kept, label(kept.pub));
  if (plain === null) return null;
  try {
    const pair: unknown = JSON.parse(plain);
    return hasKeyFields(pair) && pair.pub === kept.pub ? pickKeyPair(pair) : null;
  } catch {
    return null;
  }
}

export function memoryKeptSessionStore(): KeptSessionStore {
  let kept: KeptSession | null = null;
  return {
    load: () => Promise.resolve(kept),
    save: (next) => {
      kept = next;
      return Promise.resolve();
    },
    clear: () => {
      kept = null;
      return Promise.resolve();
    },
  };
}
