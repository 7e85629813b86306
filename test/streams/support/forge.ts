/**
 * Stream records as a hostile writer could make them: signed and sealed by the writer, with keys
 * of its own chain, for any day node and id, whatever time they carry inside.
 */
import type { KeyPair } from '../../../src/core/crypto/sea.ts';
import { sealRecordAt, type SealedRecord } from '../../../src/core/streams/sealed-record.ts';
import type { StreamKeys } from '../../../src/core/streams/stream-keys.ts';
import { theseReaders } from '../../../src/core/streams/record-chains.ts';

export function sealAtDay(
  keys: StreamKeys,
  writer: Pick<KeyPair, 'pub' | 'priv'>,
  day: string,
  id: string,
  inner: { type: string; ts: number; body: string; to?: string },
  readers: readonly string[] = [],
): Promise<SealedRecord> {
  return sealRecordAt(keys, writer, day, { id, ...inner }, theseReaders(readers));
}
