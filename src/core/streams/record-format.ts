/**
 * A stream record's value (PROTOCOL.md "Streams"): two AES-256-GCM boxes, `<header>~<body>`, in a
 * signed record at its place. The header, of one fixed size, is sealed with the conversation's
 * stream key: the record's time and which key opens the body. The body, padded to a size bucket,
 * is sealed with that key: a message key of the writer's chain, or the stream key for a chain's
 * start. Both are bound to the record's place, and the signature to both.
 */
import type { KeyPair } from '../crypto/sea.ts';
import { decryptText, encryptText } from '../protocol/aead.ts';
import { padJson } from '../protocol/padding.ts';
import { openRecord, recordLocation, signRecord } from '../protocol/signed-record.ts';
import { jsonObject } from '../util/json.ts';
import { err, ok, type Result } from '../util/result.ts';

/** Every header is this long before sealing: headers say nothing by their size. */
const HEADER_CHARS = 256;
const SEPARATOR = '~';

/** What seals a record's body: its key and what the box is bound to besides its place. */
export interface BodySeal {
  readonly key: CryptoKey;
  readonly binding: string;
}

export async function sealRecordValue(
  writer: Pick<KeyPair, 'pub' | 'priv'>,
  path: readonly string[],
  streamKey: CryptoKey,
  header: Record<string, string | number | true>,
  body: BodySeal & { readonly plaintext: string },
): Promise<string> {
  const location = recordLocation(writer.pub, path);
  const text = JSON.stringify(header);
  if (text.length > HEADER_CHARS) throw new Error('record header too long');
  const [sealedHeader, sealedBody] = await Promise.all([
    encryptText(streamKey, text.padEnd(HEADER_CHARS), `${location}\nheader`),
    encryptText(body.key, padJson(body.plaintext), `${location}\n${body.binding}`),
  ]);
  return signRecord(writer, path, `${sealedHeader}${SEPARATOR}${sealedBody}`);
}

/** A record read at its place: its header, and its body still sealed. */
export interface OpenedValue {
  readonly header: Record<string, unknown>;
  /** Opens the body with the key the header names, or null when it does not. */
  readonly body: (seal: BodySeal) => Promise<string | null>;
}

export async function openRecordValue(
  writer: string,
  path: readonly string[],
  streamKey: CryptoKey,
  raw: unknown,
): Promise<Result<OpenedValue, 'bad-signature' | 'undecryptable' | 'malformed'>> {
  const value = await openRecord(writer, path, raw);
  if (value === undefined) return err('bad-signature');
  const parts = typeof value === 'string' ? value.split(SEPARATOR) : [];
  const [sealedHeader, sealedBody, extra] = parts;
  if (sealedHeader === undefined || sealedBody === undefined || extra !== undefined) {
    return err('malformed');
  }
  const location = recordLocation(writer, path);
  const text = await decryptText(streamKey, sealedHeader, `${location}\nheader`);
  if (text === null) return err('undecryptable');
  const header = jsonObject(text.trimEnd());
  if (!header) return err('malformed');
  return ok({
    header,
    body: async ({ key, binding }) =>
      (await decryptText(key, sealedBody, `${location}\n${binding}`))?.trimEnd() ?? null,
  });
}
