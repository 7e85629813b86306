import { sea, type KeyPair } from '../crypto/sea.ts';
import { withTimeout } from '../util/async.ts';
import { err, ok, type Result } from '../util/result.ts';
import { hasKeyFields, pickKeyPair } from './keypair.ts';

export type KeygenError = 'missing-fields' | 'failed';

export interface KeygenOptions {
  attempts?: number;
  timeoutMs?: number;
  generate?: () => Promise<Partial<KeyPair> | undefined>;
}

/**
 * Generates a SEA key pair, retrying as the spec says (5 attempts, 5 s each). The error tells
 * whether the last attempt produced an incomplete pair or failed outright.
 */
export async function generateKeyPair(
  options: KeygenOptions = {},
): Promise<Result<KeyPair, KeygenError>> {
  const { attempts = 5, timeoutMs = 5_000, generate = () => sea.pair() } = options;
  let lastError: KeygenError = 'failed';
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      const pair = await withTimeout(generate(), timeoutMs, 'key generation');
      if (hasKeyFields(pair)) return ok(pickKeyPair(pair));
      lastError = 'missing-fields';
    } catch {
      lastError = 'failed';
    }
  }
  return err(lastError);
}
