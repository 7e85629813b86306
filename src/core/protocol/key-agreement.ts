import type { KeyPair } from '../crypto/sea.ts';
import { bytesToBase64Url } from '../crypto/base64url.ts';
import {
  agreementKey,
  agreementPublicKey,
  forgetImportedKeys,
  type ImportOptions,
} from '../crypto/sea-keys.ts';

const subtle = () => globalThis.crypto.subtle;
const encoder = new TextEncoder();

/** What two users share: a private chat's graph label and the key its messages are sealed with. */
export interface PairChannel {
  /** 22 base64url characters; both sides derive the same one, nobody else can. */
  readonly tag: string;
  readonly key: CryptoKey;
}

async function sharedSecret(
  mine: Pick<KeyPair, 'epub' | 'epriv'>,
  theirEpub: string,
  keys: { mine?: ImportOptions; theirs?: ImportOptions } = {},
) {
  const bits = await subtle().deriveBits(
    { name: 'ECDH', public: await agreementPublicKey(theirEpub, keys.theirs) },
    await agreementKey(mine, keys.mine),
    256,
  );
  return subtle().importKey('raw', bits, 'HKDF', false, ['deriveBits', 'deriveKey']);
}

function hkdf(info: string) {
  return { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: encoder.encode(info) };
}

async function deriveChannel(secret: CryptoKey, purpose: string): Promise<PairChannel> {
  const tagBits = await subtle().deriveBits(hkdf(`meshtalk/v1/${purpose}/tag`), secret, 128);
  const key = await subtle().deriveKey(
    hkdf(`meshtalk/v1/${purpose}/key`),
    secret,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
  return { tag: bytesToBase64Url(new Uint8Array(tagBits)), key };
}

const channels = new Map<string, Promise<PairChannel>>();

/** The channel between my encryption key and theirs (ECDH P-256, then HKDF-SHA256). */
export function pairChannel(
  mine: Pick<KeyPair, 'epub' | 'epriv'>,
  theirEpub: string,
): Promise<PairChannel> {
  const id = `${mine.epub}|${theirEpub}`;
  let channel = channels.get(id);
  if (!channel) {
    channel = sharedSecret(mine, theirEpub).then((secret) => deriveChannel(secret, 'chat'));
    channel.catch(() => channels.delete(id));
    channels.set(id, channel);
  }
  return channel;
}

/**
 * A one-off key between a fresh ephemeral key pair and a recipient, for letters whose sender stays
 * hidden. The sender passes its ephemeral pair as `mine`, the recipient passes the letter's
 * ephemeral public key as `theirEpub`: the one-time side is never cached.
 */
export async function letterKey(
  mine: Pick<KeyPair, 'epub' | 'epriv'>,
  theirEpub: string,
  oneTime: 'mine' | 'theirs',
): Promise<CryptoKey> {
  const keys = oneTime === 'mine' ? { mine: { once: true } } : { theirs: { once: true } };
  return (await deriveChannel(await sharedSecret(mine, theirEpub, keys), 'letter')).key;
}

/** Forgets every channel and imported key of the session (at logout). */
export function forgetSessionKeys(): void {
  channels.clear();
  forgetImportedKeys();
}

/** How many pair channels are cached (for tests and stats). */
export const channelCount = (): number => channels.size;
