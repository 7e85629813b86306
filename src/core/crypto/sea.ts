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

type RawSign = (
  data: unknown,
  pair: KeyPair | undefined,
  callback?: (signed: string | undefined) => void,
  options?: unknown,
) => Promise<string | undefined>;

/**
 * Gun signs a put into the user's space a moment after the put is made; a put made just before
 * signing out reaches SEA's sign without a pair, which SEA answers with a rejection nobody
 * catches. Without a pair there is nothing to sign: the put fails as unsigned instead.
 */
function signOnlyWithPair(sign: RawSign): RawSign {
  return (data, pair, callback, options) => {
    if (pair) return sign.call(sea, data, pair, callback, options);
    callback?.(undefined);
    return Promise.resolve(undefined);
  };
}

const seaSign = sea as unknown as { sign: RawSign };
seaSign.sign = signOnlyWithPair(seaSign.sign);
