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
  callback?: (signed: string | undefined) => unknown,
  options?: unknown,
) => Promise<string | undefined>;

/**
 * Gun signs a put into the user's space a moment after the put is made. A put made just before
 * signing out reaches SEA's sign without a pair, which SEA answers with a rejection nobody
 * catches: without a pair there is nothing to sign, so the put fails as unsigned instead. A put
 * whose signing was under way when the user signed out finishes in Gun's own callback, which then
 * reads the departed user and rejects where nobody catches it: that put is dropped (its writer sees
 * it unacknowledged), not the process.
 */
function signOnlyWithPair(sign: RawSign): RawSign {
  return (data, pair, callback, options) => {
    if (!pair) {
      callback?.(undefined);
      return Promise.resolve(undefined);
    }
    const settle =
      callback &&
      ((signed: string | undefined) => {
        const settled = callback(signed);
        if (settled instanceof Promise) settled.catch(() => undefined);
      });
    return sign.call(sea, data, pair, settle, options);
  };
}

const seaSign = sea as unknown as { sign: RawSign };
seaSign.sign = signOnlyWithPair(seaSign.sign);
