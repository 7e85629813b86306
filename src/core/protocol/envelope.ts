import type { KeyPair } from '../crypto/sea.ts';
import { isPublicKey } from '../crypto/sea-keys.ts';
import { err, ok, type Result } from '../util/result.ts';
import { decryptText, encryptText } from './aead.ts';
import { canonicalJson } from './canonical.ts';
import { pairChannel } from './key-agreement.ts';
import { signFields, verifyFields } from './signature.ts';

export const ENVELOPE_VERSION = 1;

/** The signed, encrypted unit of a private chat, as it sits on the graph (JSON text). */
export interface Envelope {
  readonly v: typeof ENVELOPE_VERSION;
  /** Stable across retries: the receiver deduplicates on it. */
  readonly id: string;
  /** The pair channel's tag: a label, never parsed. */
  readonly chat: string;
  readonly from: string;
  readonly to: string;
  readonly type: string;
  /** Sender's clock, milliseconds since the epoch. */
  readonly ts: number;
  /** `body`, sealed with the pair key; the header fields are its associated data. */
  readonly ct: string;
  /** The sender's signature over every field above. */
  readonly sig: string;
}

export type EnvelopeHeader = Omit<Envelope, 'ct' | 'sig'>;

export type EnvelopeRejection =
  | 'malformed'
  | 'unexpected-sender'
  | 'wrong-recipient'
  | 'wrong-chat'
  | 'bad-signature'
  | 'undecryptable';

export interface Party {
  readonly pub: string;
  readonly epub: string;
}

export interface OpenedEnvelope {
  readonly header: EnvelopeHeader;
  readonly body: string;
}

const headerOf = (envelope: Omit<Envelope, 'ct' | 'sig'>): EnvelopeHeader => ({
  v: envelope.v,
  id: envelope.id,
  chat: envelope.chat,
  from: envelope.from,
  to: envelope.to,
  type: envelope.type,
  ts: envelope.ts,
});

export async function sealEnvelope(
  message: { id: string; type: string; ts: number; body: string },
  sender: KeyPair,
  recipient: Party,
): Promise<Envelope> {
  const channel = await pairChannel(sender, recipient.epub);
  const header = headerOf({
    ...message,
    v: ENVELOPE_VERSION,
    chat: channel.tag,
    from: sender.pub,
    to: recipient.pub,
  });
  const ct = await encryptText(channel.key, message.body, canonicalJson(header));
  return { ...header, ct, sig: await signFields({ ...header, ct }, sender) };
}

function parseEnvelope(raw: unknown): Envelope | null {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const e = value as Record<string, unknown>;
  const wellFormed =
    e['v'] === ENVELOPE_VERSION &&
    typeof e['id'] === 'string' &&
    e['id'].length > 0 &&
    e['id'].length <= 128 &&
    typeof e['chat'] === 'string' &&
    isPublicKey(e['from']) &&
    isPublicKey(e['to']) &&
    typeof e['type'] === 'string' &&
    e['type'].length <= 32 &&
    typeof e['ts'] === 'number' &&
    Number.isSafeInteger(e['ts']) &&
    typeof e['ct'] === 'string' &&
    typeof e['sig'] === 'string';
  return wellFormed ? (e as unknown as Envelope) : null;
}

/**
 * Checks an envelope read from `sender`'s space and decrypts it: it must be addressed to me, on our
 * channel, signed by the sender over every field, and decrypt under our pair key.
 */
export async function openEnvelope(
  raw: unknown,
  me: KeyPair,
  sender: Party,
): Promise<Result<OpenedEnvelope, EnvelopeRejection>> {
  const envelope = parseEnvelope(raw);
  if (!envelope) return err('malformed');
  if (envelope.from !== sender.pub) return err('unexpected-sender');
  if (envelope.to !== me.pub) return err('wrong-recipient');
  const channel = await pairChannel(me, sender.epub);
  if (envelope.chat !== channel.tag) return err('wrong-chat');
  const header = headerOf(envelope);
  if (!(await verifyFields({ ...header, ct: envelope.ct }, envelope.sig, sender.pub))) {
    return err('bad-signature');
  }
  const body = await decryptText(channel.key, envelope.ct, canonicalJson(header));
  return body === null ? err('undecryptable') : ok({ header, body });
}
