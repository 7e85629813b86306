/**
 * Sealing a small secret (a sender chain's start) from one device to another, X3DH-style without
 * one-time prekeys: each device publishes a signed prekey, an ECDH key it replaces on a schedule
 * and whose private half it then deletes. A sealed box takes three ECDH results,
 *
 *   DH1 = ECDH(sender device, prekey)      the box can only be from that device
 *   DH2 = ECDH(ephemeral, recipient device)  only that device opens it
 *   DH3 = ECDH(ephemeral, prekey)           once the prekey is deleted, nobody does
 *
 * and seals with the HKDF-SHA256 key of their concatenation (AES-256-GCM, both devices and the
 * ephemeral key as associated data). So a thief of a device's state opens only boxes sealed to a
 * prekey it still held, and a new prekey made after the theft shuts the thief out again. A box
 * in a private chat adds
 *
 *   DH4 = ECDH(ephemeral, reply key)        the recipient's newest reply key (`turn-keys.ts`)
 *
 * so that once the recipient has answered with a reply key made after a theft, the thief is shut
 * out without waiting for a new prekey.
 */
import type { KeyPair } from '../crypto/sea.ts';
import {
  agreementKey,
  agreementPublicKey,
  ephemeralAgreementPair,
  isPublicKey,
  type ImportOptions,
} from '../crypto/sea-keys.ts';
import { decryptText, encryptText } from '../protocol/aead.ts';
import { canonicalJson } from '../protocol/canonical.ts';
import { deriveAesKey } from '../protocol/key-agreement.ts';
import { signFields, verifyFields } from '../protocol/signature.ts';

type Agreement = Pick<KeyPair, 'epub' | 'epriv'>;
type Device = Pick<KeyPair, 'pub' | 'priv' | 'epub' | 'epriv'>;

const INFO = 'meshtalk/v3/device-seal';

/** A device's current prekey, signed by the device: `~<user>/devices/<device>/prekey`. */
export interface PrekeyBundle {
  readonly device: string;
  readonly prekey: string;
  /** When the device made it (the device's clock). */
  readonly at: number;
  readonly sig: string;
}

/** A fresh prekey for `device`: the bundle to publish and the private half to keep until replaced. */
export async function newPrekey(
  device: Device,
  now: number,
): Promise<{ bundle: PrekeyBundle; prekey: Agreement }> {
  const prekey = await ephemeralAgreementPair();
  const fields = { device: device.pub, prekey: prekey.epub, at: now };
  return { bundle: { ...fields, sig: await signFields(fields, device) }, prekey };
}

/** The bundle read for `device`, or null unless that device signed it. */
export async function openPrekeyBundle(
  device: string,
  value: unknown,
): Promise<PrekeyBundle | null> {
  if (typeof value !== 'object' || value === null) return null;
  const { device: named, prekey, at, sig } = value as Record<string, unknown>;
  if (named !== device || !isPublicKey(prekey) || typeof sig !== 'string') return null;
  if (typeof at !== 'number' || !Number.isSafeInteger(at) || at < 0) return null;
  const fields = { device, prekey, at };
  return (await verifyFields(fields, sig, device)) ? { ...fields, sig } : null;
}

/** What one device sends another: the sealed text and what the recipient needs to open it. */
export interface DeviceBox {
  readonly from: string;
  readonly to: string;
  /** The prekey it was sealed to, so the recipient knows which private half to use. */
  readonly prekey: string;
  readonly ephemeral: string;
  /** The recipient's reply key it was sealed to as well, if any. */
  readonly reply?: string;
  readonly box: string;
}

async function dh(mine: Agreement, theirs: string, options: ImportOptions = {}) {
  return new Uint8Array(
    await globalThis.crypto.subtle.deriveBits(
      { name: 'ECDH', public: await agreementPublicKey(theirs, { once: true }) },
      await agreementKey(mine, options),
      256,
    ),
  );
}

/** The AES-256-GCM key of the three ECDH results (HKDF-SHA256, as every Meshtalk key). */
async function boxKey(parts: readonly Uint8Array[]): Promise<CryptoKey> {
  const joined = new Uint8Array(parts.length * 32);
  parts.forEach((part, index) => joined.set(part, index * 32));
  const secret = await globalThis.crypto.subtle.importKey('raw', joined, 'HKDF', false, [
    'deriveKey',
  ]);
  joined.fill(0);
  return deriveAesKey(secret, INFO);
}

const header = (box: Omit<DeviceBox, 'box'>): string =>
  canonicalJson({
    from: box.from,
    to: box.to,
    prekey: box.prekey,
    ephemeral: box.ephemeral,
    ...(box.reply ? { reply: box.reply } : {}),
  });

/**
 * Seals `plaintext` from my device to the device whose bundle this is; `recipientEpub` is that
 * device's agreement key as its owner's device list gives it, `reply` its newest reply key I hold.
 */
export async function sealToDevice(
  sender: Device,
  bundle: PrekeyBundle,
  recipientEpub: string,
  plaintext: string,
  reply?: string,
): Promise<DeviceBox> {
  const ephemeral = await ephemeralAgreementPair();
  const once = { once: true };
  const key = await boxKey(
    await Promise.all([
      dh(sender, bundle.prekey),
      dh(ephemeral, recipientEpub, once),
      dh(ephemeral, bundle.prekey, once),
      ...(reply ? [dh(ephemeral, reply, once)] : []),
    ]),
  );
  const head = { from: sender.pub, to: bundle.device, prekey: bundle.prekey };
  const fields = { ...head, ephemeral: ephemeral.epub, ...(reply ? { reply } : {}) };
  return { ...fields, box: await encryptText(key, plaintext, header(fields)) };
}

/**
 * Opens a box sent to my device with the prekey it names (and the reply key, if it names one);
 * `senderEpub` is the sending device's agreement key from its owner's device list. Null when
 * anything does not match.
 */
export async function openFromDevice(
  recipient: Device,
  prekey: Agreement,
  senderEpub: string,
  box: DeviceBox,
  reply?: Agreement | null,
): Promise<string | null> {
  if (box.to !== recipient.pub || box.prekey !== prekey.epub) return null;
  if (!isPublicKey(box.ephemeral) || !isPublicKey(senderEpub)) return null;
  if (box.reply !== undefined && box.reply !== reply?.epub) return null;
  // Private halves that get deleted are not kept in the session's key cache.
  const once = { once: true };
  try {
    const key = await boxKey(
      await Promise.all([
        dh(prekey, senderEpub, once),
        dh(recipient, box.ephemeral),
        dh(prekey, box.ephemeral, once),
        ...(reply && box.reply ? [dh(reply, box.ephemeral, once)] : []),
      ]),
    );
    return await decryptText(key, box.box, header(box));
  } catch {
    return null;
  }
}
