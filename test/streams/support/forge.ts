/**
 * Stream records as a hostile writer could make them: signed and sealed by the writer for any
 * day node and id, whatever time they carry inside.
 */
import type { KeyPair } from '../../../src/core/crypto/sea.ts';
import { sealSignedRecord } from '../../../src/core/protocol/sealed-signed-record.ts';
import { recordPath } from '../../../src/core/streams/sealed-record.ts';
import type { StreamKeys } from '../../../src/core/streams/stream-keys.ts';

export async function sealAtDay(
  keys: StreamKeys,
  writer: Pick<KeyPair, 'pub' | 'priv'>,
  day: string,
  id: string,
  inner: { type: string; ts: number; body: string; to?: string },
): Promise<{ node: string; json: string }> {
  const node = await keys.nodeTag(day);
  const json = await sealSignedRecord(
    writer,
    recordPath(node, id),
    await keys.key(),
    JSON.stringify(inner),
  );
  return { node, json };
}
