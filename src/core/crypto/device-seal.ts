/**
 * Sealing under a device key: a random AES-256-GCM key created non-extractable, so whoever holds
 * it can encrypt and decrypt where it is stored (the browser's key storage) but can never read
 * the key itself out. Stored beside its ciphertext, it unlocks a secret on this device only.
 */
export interface DeviceSealed {
  key: CryptoKey;
  iv: Uint8Array<ArrayBuffer>;
  ciphertext: Uint8Array<ArrayBuffer>;
}

const subtle = () => globalThis.crypto.subtle;

/** `label` is authenticated with the ciphertext: a box opens only for what it was sealed for. */
export async function sealOnDevice(plaintext: string, label: string): Promise<DeviceSealed> {
  const key = await subtle().generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const ciphertext = await subtle().encrypt(
    { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(label) },
    key,
    new TextEncoder().encode(plaintext),
  );
  return { key, iv, ciphertext: new Uint8Array(ciphertext) };
}

/** Returns null when the box does not open (another label, a changed ciphertext, a lost key). */
export async function openOnDevice(sealed: DeviceSealed, label: string): Promise<string | null> {
  try {
    const plain = await subtle().decrypt(
      { name: 'AES-GCM', iv: sealed.iv, additionalData: new TextEncoder().encode(label) },
      sealed.key,
      sealed.ciphertext,
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}
