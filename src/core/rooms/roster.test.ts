import { beforeAll, describe, expect, it } from 'vitest';
import { sea, type KeyPair } from '../crypto/sea.ts';
import { encryptText } from '../protocol/aead.ts';
import { padJson } from '../protocol/padding.ts';
import { signFields } from '../protocol/signature.ts';
import { fallbackRoomName, parseRoomKey, roomKeyText, roomQrContent } from './room-key.ts';
import { openRosterEntry, rosterKeys, sealRosterEntry, type RosterEntry } from './roster.ts';

const pair = async (): Promise<KeyPair> => (await sea.pair()) as KeyPair;

describe('room keys and the roster', () => {
  let room: KeyPair;
  let other: KeyPair;
  let alice: KeyPair;
  let bob: KeyPair;
  const now = Date.now();
  const clock = { now, maxSkewMs: 5 * 60_000 };
  const join = (member: string, at = now): RosterEntry => ({
    kind: 'join',
    member,
    text: 'Al',
    at,
  });

  beforeAll(async () => {
    [room, other, alice, bob] = await Promise.all([pair(), pair(), pair(), pair()]);
  });

  it('reads a pasted or scanned key, and says why one is refused', async () => {
    expect(await parseRoomKey(roomKeyText(room))).toEqual({ ok: true, value: room });
    expect(await parseRoomKey(` ${roomQrContent(room)} `)).toEqual({ ok: true, value: room });
    expect(await parseRoomKey('  ')).toEqual({ ok: false, error: 'key-required' });
    expect(await parseRoomKey('{"pub":"a"}')).toEqual({ ok: false, error: 'invalid-key' });
    const mismatched = JSON.stringify({ ...room, priv: other.priv });
    expect(await parseRoomKey(mismatched)).toEqual({ ok: false, error: 'invalid-key' });
    expect(fallbackRoomName(room.pub)).toBe(`Group_${room.pub.slice(0, 8)}`);
  });

  it('opens an entry sealed for the room and signed by its member', async () => {
    const value = await sealRosterEntry(room, join(alice.pub), alice);
    expect(await openRosterEntry(room, value, clock)).toEqual(join(alice.pub));
    // Another room's key, or a changed character, and it does not open.
    expect(await openRosterEntry(other, value, clock)).toBeNull();
    const tampered = value.slice(0, -2) + (value.endsWith('A') ? 'BB' : 'AA');
    expect(await openRosterEntry(room, tampered, clock)).toBeNull();
    await expect(sealRosterEntry(room, join(bob.pub), alice)).rejects.toThrow();
  });

  it('refuses an entry that speaks for someone other than its signer, or from the future', async () => {
    const { soul, key } = await rosterKeys(room);
    const forge = async (entry: RosterEntry, signer: KeyPair, extra: object = {}) => {
      const sig = await signFields({ room: room.pub, ...entry }, signer);
      return encryptText(key, padJson(JSON.stringify({ ...entry, sig, ...extra })), soul);
    };
    expect(await openRosterEntry(room, await forge(join(bob.pub), alice), clock)).toBeNull();
    const late = join(alice.pub, now + 6 * 60_000);
    expect(await openRosterEntry(room, await forge(late, alice), clock)).toBeNull();
    const odd = { ...join(alice.pub), kind: 'admin' } as unknown as RosterEntry;
    expect(await openRosterEntry(room, await forge(odd, alice), clock)).toBeNull();
    const long = { ...join(alice.pub), text: 'x'.repeat(101) };
    expect(await openRosterEntry(room, await forge(long, alice), clock)).toBeNull();
    // The room in the signature binds an entry to its room.
    const sig = await signFields({ room: other.pub, ...join(alice.pub) }, alice);
    const moved = await encryptText(
      key,
      padJson(JSON.stringify({ ...join(alice.pub), sig })),
      soul,
    );
    expect(await openRosterEntry(room, moved, clock)).toBeNull();
  });
});
