/**
 * Graph keys for immutable, content-addressed records: under a soul containing `#`, every peer
 * accepts a value only at the key that is its own SHA-256 (hex), so nobody can alter or delete it.
 */
export async function contentKey(value: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
