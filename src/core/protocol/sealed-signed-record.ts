/**
 * A signed record whose value is sealed (PROTOCOL.md "Building blocks", sealed record): the
 * plaintext is encrypted with a key its readers share and the record's location as associated
 * data, and the owner signs the ciphertext together with that location. So a record can be
 * neither forged, altered, nor moved, and only holders of the key read it. Stream records and
 * own-state items are such records.
 */
import type { KeyPair } from '../crypto/sea.ts';
import { err, ok, type Result } from '../util/result.ts';
import { decryptText, encryptText } from './aead.ts';
import { openRecord, recordLocation, signRecord } from './signed-record.ts';

export type SealedRecordRejection = 'bad-signature' | 'undecryptable';

/** The record text for `path` in the signer's space; `plaintext` is padded by the caller. */
export async function sealSignedRecord(
  pair: Pick<KeyPair, 'pub' | 'priv'>,
  path: readonly string[],
  key: CryptoKey,
  plaintext: string,
): Promise<string> {
  const box = await encryptText(key, plaintext, recordLocation(pair.pub, path));
  return signRecord(pair, path, box);
}

/** The plaintext of a record read at `path` in `owner`'s space, or why it is not taken. */
export async function openSealedRecord(
  owner: string,
  path: readonly string[],
  key: CryptoKey,
  raw: unknown,
): Promise<Result<string, SealedRecordRejection>> {
  const box = await openRecord(owner, path, raw);
  if (box === undefined) return err('bad-signature');
  const plaintext = await decryptText(key, box, recordLocation(owner, path));
  return plaintext === null ? err('undecryptable') : ok(plaintext);
}
