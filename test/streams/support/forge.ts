/**
 * Stream records as a hostile writer could make them: signed and sealed by the writer for any
 * day node and id, whatever time they carry inside.
 */
import type { KeyPair } from '../../../src/core/crypto/sea.ts';
import { encryptText } from '../../../src/core/protocol/aead.ts';
import { canonicalJson } from '../../../src/core/protocol/canonical.ts';
import { signFields } from '../../../src/core/protocol/signature.ts';
import type { StreamKeys } from '../../../src/core/streams/stream-keys.ts';

export async function sealAtDay(
  keys: StreamKeys,
  writer: Pick<KeyPair, 'pub' | 'priv'>,
  day: string,
  id: string,
  inner: { type: string; ts: number; body: string; to?: string },
): Promise<{ node: string; json: string }> {
  const node = await keys.nodeTag(day);
  const at = `~${writer.pub}/s/${node}/${id}`;
  const ct = await encryptText(
    await keys.key(),
    JSON.stringify(inner),
    canonicalJson({ v: 2, at }),
  );
  const sig = await signFields({ v: 2, at, ct }, writer);
  return { node, json: JSON.stringify({ v: 2, ct, sig }) };
}
