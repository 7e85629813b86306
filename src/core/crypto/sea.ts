import GunLib from 'gun';
import 'gun/sea.js';

/** The SEA key pair: ECDSA P-256 for signing (pub/priv), ECDH P-256 for encryption (epub/epriv). */
export interface KeyPair {
  pub: string;
  priv: string;
  epub: string;
  epriv: string;
}

interface SeaApi {
  pair(): Promise<Partial<KeyPair> | undefined>;
  sign(data: unknown, pair: KeyPair): Promise<string | undefined>;
  verify(signed: string, pub: string): Promise<unknown>;
}

/** SEA attaches itself to the Gun constructor when `gun/sea` loads. */
export const sea = (GunLib as unknown as { SEA: SeaApi }).SEA;
