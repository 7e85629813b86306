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

  it('still opens an entry as rooms sealed it before the roster became a sealed board', async () => {
    // Sealed by roster.ts as of f0e0c7c, before the sealed board: the format must not change.
    const fixed: KeyPair = {
      pub: 'bSDh8vyANLIVcJQruaJbyV-UY8GucCXQYcCsFHhTPyA.NWFeHFzTQX-Fc3fxH3ljXZlpcP0IRCjpytw_38nVxso',
      priv: '_PdwTSZemwj-58V-dgPtrVvsrt35fX-iCDvRkvQdcy4',
      epub: 'ZwPrvRlx5_eLVhtlt7hUSBWt511ndMuxo0oonw32r68.2sOGrxei_JK6HGqKD9AF1sWpidvQprmTtp7SgEcMg6s',
      epriv: 'kXG_R9muP-C0LjGAof_huclQq4cizepAQO7PtGget4M',
    };
    const entry: RosterEntry = {
      kind: 'join',
      member:
        'ZCh8Vdo1CecFWZ4emmxREk7eMdMy89cG5zJlIYNPKTY.60ccjR5IYzz0jG6FB6rddTwLjrWKYtYEHcm5XVtgUFc',
      text: 'Alice',
      at: 1_700_000_000_000,
    };
    const value =
      'Bx_wumQzdnzCGun8.Uej2hUwXdOOvwGKRODbst_Fm6C4vAzaI3mKGnrelMYZojXJ2uScjBBu_O3PmVFZP3O__8VvZFVsJy_phKJGzbqjMHz_wWyz4-ATFBDoSQYZoUKB8dh-fb42Z113eX_w0nrb39-uz3OfKgb4mvGQpY4DJhKE7OihKbVutDse4OrB02gewfWwDwX9lZHj51VzUcGwxiFob8jbP2MWPA3PZAVpZTaeesP8AH2iOWzyGZQFX48le-pzOUo1Q35OO_j2wIxvEsP-uoPT3LB8uwV_3c4_SYBxCgddGJdh9yg2k4bQp9BNBcMcp_8fNALqOw1RhcpRDJSaNz0MYu_5lw-kyqu5Y6HrItjvSXIERBp0ojBPeAPDsrfS2yD-nL--R9VHMitA9vsMtvD6EQStsrfxKwFGlIv5LCMdf7BzLy-RKLcLpYEF6pW5fRfE9iOXjWOmO7_0bhaATPe3zKaa1_foJjtFqUK0ItgQGg62vwS-KIN6aTSCLoejXpbR689C47Z8WsdLsSfY9tdgNwhILsF-lbe2NP--6xpsI6frc7z9BIpupYlGiQk_qEYTP8Txg1v-y67IS6tOSjmcalCuVxmMztnvKgy81SrvtgB-RN7rCAMGyvJmGiasYiwB0Z5DvZodS-rQpHO8Bi7melaOyh7yvuxSVti8azKukHKij4SkfOa4YtCMPOqrCnHHc63e_pDJ3';
    expect((await rosterKeys(fixed)).soul).toBe('meshtalk/v1/room/r_DXBsqk5a7-iGIqCBl9kA#');
    expect(await openRosterEntry(fixed, value, clock)).toEqual(entry);
  });
});
