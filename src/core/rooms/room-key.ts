/**
 * The room's credential, a SEA key pair, as users paste it (JSON, or a QR code's `keypair:` text),
 * and the secret every member derives from it: the ECDH of the room's own encryption keys, which
 * only holders of the pair can compute (PROTOCOL.md "Rooms").
 */
import { validateKeyPair } from '../identity/keypair.ts';
import { pairSecret } from '../protocol/key-agreement.ts';
import { jsonObject } from '../util/json.ts';
import { err, ok, type Result } from '../util/result.ts';
import type { RoomKeyPair } from '../conversations/message-types.ts';
import { ROOM_LIMITS } from './room-types.ts';

export type RoomKeyError = 'key-required' | 'invalid-key';

/** Reads a pasted or scanned room key: the pair's JSON, with or without the QR prefix. */
export async function parseRoomKey(text: string): Promise<Result<RoomKeyPair, RoomKeyError>> {
  let trimmed = text.trim();
  if (trimmed.startsWith(ROOM_LIMITS.qrPrefix))
    trimmed = trimmed.slice(ROOM_LIMITS.qrPrefix.length);
  if (trimmed === '') return err('key-required');
  return roomKeyOf(jsonObject(trimmed));
}

/** A room key pair from a value of unknown shape (an invitation's, a stored row's). */
export async function roomKeyOf(value: unknown): Promise<Result<RoomKeyPair, 'invalid-key'>> {
  const fields = value as Partial<Record<keyof RoomKeyPair, unknown>> | null;
  const { pub, priv, epub, epriv } = fields ?? {};
  if (![pub, priv, epub, epriv].every((field) => typeof field === 'string' && field !== ''))
    return err('invalid-key');
  const checked = await validateKeyPair({ pub, priv, epub, epriv } as RoomKeyPair);
  return checked.ok ? ok(checked.value) : err('invalid-key');
}

/** The JSON users copy and the QR code carries (after its prefix). */
export const roomKeyText = (pair: RoomKeyPair): string =>
  JSON.stringify({ pub: pair.pub, priv: pair.priv, epub: pair.epub, epriv: pair.epriv });

export const roomQrContent = (pair: RoomKeyPair): string =>
  `${ROOM_LIMITS.qrPrefix}${roomKeyText(pair)}`;

/** The secret the room's labels and keys come from. */
export const roomSecret = (pair: RoomKeyPair): Promise<CryptoKey> => pairSecret(pair, pair.epub);

/** The spec's name for a room whose name is not known: "Group_" and the key's first characters. */
export const fallbackRoomName = (pub: string): string =>
  `${ROOM_LIMITS.fallbackPrefix}${pub.slice(0, ROOM_LIMITS.fallbackKeyChars)}`;
