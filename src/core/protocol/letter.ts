import type { KeyPair } from '../crypto/sea.ts';
import { ephemeralAgreementPair, isPublicKey } from '../crypto/sea-keys.ts';
import { err, ok, type Result } from '../util/result.ts';
import { decryptText, encryptText } from './aead.ts';
import { canonicalJson } from './canonical.ts';
import { padJson } from './padding.ts';
import { letterKey } from './key-agreement.ts';
import { signFields, verifyFields } from './signature.ts';
import type { Party } from './key-agreement.ts';
import { LETTER_VERSION, stampLetter } from './letter-stamp.ts';

/**
 * A sealed letter to someone who does not listen to me yet (a friend request, its answer, a
 * removal notice). Only the outer inbox address, `epk`, the box and the stamp are visible: the
 * sender, the kind and the text are inside, signed by the sender and addressed to the recipient.
 */
export interface Letter {
  readonly kind: string;
  readonly id: string;
  readonly ts: number;
  readonly from: string;
  /** The sender's encryption key, bound to `from` by the signature. */
  readonly fromEpub: string;
  readonly to: string;
  readonly body: string;
}

export type LetterRejection = 'malformed' | 'undecryptable' | 'wrong-recipient' | 'bad-signature';

interface Outer {
  readonly v: typeof LETTER_VERSION;
  readonly inbox: string;
  readonly epk: string;
  readonly box: string;
}

const outerHeader = (inbox: string, epk: string) =>
  canonicalJson({ v: LETTER_VERSION, inbox, epk });

/** The stamped letter text for the recipient's inbox node `address` (`<tag>/<YYYYMMDD>`). */
export async function sealLetter(
  letter: Pick<Letter, 'kind' | 'id' | 'ts' | 'body'>,
  sender: KeyPair,
  recipient: Party,
  address: string,
): Promise<string> {
  const inner = {
    kind: letter.kind,
    id: letter.id,
    ts: letter.ts,
    from: sender.pub,
    fromEpub: sender.epub,
    to: recipient.pub,
    body: letter.body,
  };
  const sig = await signFields(inner, sender);
  const ephemeral = await ephemeralAgreementPair();
  const key = await letterKey(ephemeral, recipient.epub, 'mine');
  // Padded: a removal notice and a request with a long message look alike from outside.
  const box = await encryptText(
    key,
    padJson(JSON.stringify({ ...inner, sig })),
    outerHeader(address, ephemeral.epub),
  );
  // The address leads (letterHead), the stamp comes last: see ./letter-stamp.ts.
  const fields = JSON.stringify({ epk: ephemeral.epub, box }).slice(1, -1);
  return stampLetter(address, fields);
}

function parseOuter(raw: unknown, address: string): Outer | null {
  if (typeof raw !== 'string') return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    return value['v'] === LETTER_VERSION &&
      value['inbox'] === address &&
      isPublicKey(value['epk']) &&
      typeof value['box'] === 'string'
      ? (value as unknown as Outer)
      : null;
  } catch {
    return null;
  }
}

function parseInner(text: string): (Letter & { sig: string }) | null {
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    const wellFormed =
      typeof value['kind'] === 'string' &&
      typeof value['id'] === 'string' &&
      typeof value['ts'] === 'number' &&
      Number.isSafeInteger(value['ts']) &&
      isPublicKey(value['from']) &&
      isPublicKey(value['fromEpub']) &&
      isPublicKey(value['to']) &&
      typeof value['body'] === 'string' &&
      typeof value['sig'] === 'string';
    return wellFormed ? (value as unknown as Letter & { sig: string }) : null;
  } catch {
    return null;
  }
}

/**
 * Opens a letter found in my inbox node `address`; anything not sealed to me there and signed by
 * its sender is refused. (Its stamp is the caller's to check first: that costs no ECDH.)
 */
export async function openLetter(
  raw: unknown,
  me: KeyPair,
  address: string,
): Promise<Result<Letter, LetterRejection>> {
  const outer = parseOuter(raw, address);
  if (!outer) return err('malformed');
  let text: string | null;
  try {
    text = await decryptText(
      await letterKey(me, outer.epk, 'theirs'),
      outer.box,
      outerHeader(outer.inbox, outer.epk),
    );
  } catch {
    text = null;
  }
  if (text === null) return err('undecryptable');
  const inner = parseInner(text);
  if (!inner) return err('malformed');
  if (inner.to !== me.pub) return err('wrong-recipient');
  const { sig, ...letter } = inner;
  const fields = {
    kind: letter.kind,
    id: letter.id,
    ts: letter.ts,
    from: letter.from,
    fromEpub: letter.fromEpub,
    to: letter.to,
    body: letter.body,
  };
  if (!(await verifyFields(fields, sig, letter.from))) return err('bad-signature');
  return ok(fields);
}
