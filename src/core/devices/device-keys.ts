/**
 * This device's own key pair and prekeys (PROTOCOL.md "Devices"), kept in SQLite sealed under a
 * key derived from the identity's self secret: the database alone opens neither. A prekey is
 * replaced every week; a replaced one still opens boxes sealed to it for a grace time, then its
 * private half is deleted, and with it every box sealed to it.
 */
import type { KeyPair } from '../crypto/sea.ts';
import { generateKeyPair } from '../identity/keygen.ts';
import { hasKeyFields } from '../identity/keypair.ts';
import { deriveSelfKeys } from '../own-state/self-keys.ts';
import { decryptText, encryptText } from '../protocol/aead.ts';
import { deriveAesKey } from '../protocol/key-agreement.ts';
import { first, type SqlDatabase, type SqlParams } from '../store/sql.ts';
import { MAX_DEVICE_NAME } from './device-list.ts';
import { newPrekey, openPrekeyBundle, type PrekeyBundle } from './prekey-seal.ts';

/** A device makes a new prekey this often (PROTOCOL.md "Rotation"). */
export const PREKEY_ROTATION_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * A replaced prekey opens starts still on their way for one more rotation period, then it and
 * every start sealed to it are gone: a thief of this device reads no chain started before that.
 */
export const PREKEY_GRACE_MS = PREKEY_ROTATION_MS;

export interface ThisDevice {
  readonly pair: KeyPair;
  /** Its name, as its owner's devices show it. */
  readonly name: string;
  readonly added: number;
}

type Agreement = Pick<KeyPair, 'epub' | 'epriv'>;

const INFO = 'meshtalk/v3/device';

/** What my devices tell each other in the open, sealed so that only they read it. */
export type OwnNote = 'name' | 'seen';

/** Derived once per identity and purpose: every record read or written seals a chain with one. */
const ownKeys = new Map<string, Promise<CryptoKey>>();

/** Forgets the keys derived for my devices (at logout). */
export function forgetOwnKeys(): void {
  ownKeys.clear();
}

/** Keys of my own devices only: they seal what this device keeps, and notes to my devices. */
function ownKey(identity: Agreement, purpose: 'local' | OwnNote): Promise<CryptoKey> {
  const id = `${identity.epub}|${purpose}`;
  let key = ownKeys.get(id);
  if (!key) {
    key = deriveSelfKeys(identity).then(({ secret }) => deriveAesKey(secret, `${INFO}/${purpose}`));
    key.catch(() => ownKeys.delete(id));
    ownKeys.set(id, key);
  }
  return key;
}

/** Seals key material this device keeps (its chains) under a key only the identity derives. */
export async function sealLocal(identity: Agreement, header: string, text: string) {
  return encryptText(await ownKey(identity, 'local'), text, header);
}

/** What `sealLocal` sealed under `header`, or null when it does not open. */
export async function openLocal(identity: Agreement, header: string, box: unknown) {
  return decryptText(await ownKey(identity, 'local'), box, header);
}

/** What `sealLocal` sealed under `header` in the `sealed` column `sql` selects, if any. */
export async function loadLocal(
  db: SqlDatabase,
  identity: Agreement,
  header: string,
  sql: string,
  params: SqlParams,
): Promise<string | null> {
  const row = await first<{ sealed: string }>(db, sql, params);
  return row ? openLocal(identity, header, row.sealed) : null;
}

/** A note about the device `id` (its name, when it was last seen), for my devices only. */
export async function sealForMyDevices(
  identity: Agreement,
  note: OwnNote,
  id: string,
  text: string,
) {
  return encryptText(await ownKey(identity, note), text, `${note}\n${id}`);
}

/** A note sealed by one of my devices, or null when the box does not open. */
export async function openForMyDevices(
  identity: Agreement,
  note: OwnNote,
  id: string,
  box: unknown,
): Promise<string | null> {
  return decryptText(await ownKey(identity, note), box, `${note}\n${id}`);
}

interface DeviceRow extends Record<string, string | number> {
  sealed: string;
  name: string;
  added: number;
}

/**
 * This device's key pair for `identity`, made the first time it signs in here; null only when no
 * key pair could be made. A stored pair that no longer opens is replaced: a new device, as the
 * device lists will say.
 */
export async function thisDevice(
  db: SqlDatabase,
  identity: KeyPair,
  name: string,
  now: number,
): Promise<ThisDevice | null> {
  const key = await ownKey(identity, 'local');
  const header = `device\n${identity.pub}`;
  const row = await first<DeviceRow>(
    db,
    'SELECT sealed, name, added FROM device_keys WHERE owner = ?',
    [identity.pub],
  );
  if (row) {
    const plain = await decryptText(key, row.sealed, header);
    const pair: unknown = plain === null ? null : JSON.parse(plain);
    if (hasKeyFields(pair)) return { pair, name: row.name, added: row.added };
  }
  const made = await generateKeyPair();
  if (!made.ok) return null;
  const device = { pair: made.value, name: name.slice(0, MAX_DEVICE_NAME), added: now };
  await db.run(
    `INSERT INTO device_keys (owner, id, sealed, name, added) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT(owner) DO UPDATE SET id = excluded.id, sealed = excluded.sealed,
       name = excluded.name, added = excluded.added`,
    [
      identity.pub,
      device.pair.pub,
      await encryptText(key, JSON.stringify(device.pair), header),
      device.name,
      now,
    ],
  );
  return device;
}

interface PrekeyRow extends Record<string, string | number> {
  bundle: string;
  at: number;
}

/**
 * The prekey this device publishes: the newest, or a new one when that is a rotation period old.
 * Making one deletes the prekeys replaced more than the grace time ago.
 */
export async function currentPrekey(
  db: SqlDatabase,
  identity: KeyPair,
  device: KeyPair,
  now: number,
): Promise<PrekeyBundle> {
  const row = await first<PrekeyRow>(
    db,
    'SELECT bundle, at FROM device_prekeys WHERE device = ? ORDER BY at DESC LIMIT 1',
    [device.pub],
  );
  const kept = row && (await openPrekeyBundle(device.pub, JSON.parse(row.bundle)));
  // A clock set back leaves a prekey "from the future": still the current one.
  if (row && kept && now - row.at < PREKEY_ROTATION_MS) return kept;
  const { bundle, prekey } = await newPrekey(device, now);
  const key = await ownKey(identity, 'local');
  await db.batch([
    {
      sql: `INSERT INTO device_prekeys (device, epub, sealed, bundle, at) VALUES (?, ?, ?, ?, ?)`,
      params: [
        device.pub,
        prekey.epub,
        await encryptText(key, prekey.epriv, `prekey\n${prekey.epub}`),
        JSON.stringify(bundle),
        now,
      ],
    },
    // Prekeys replaced longer ago than the grace time: the one that replaced each is that old. A
    // device offline for months keeps the prekey replaced only now.
    {
      sql: `DELETE FROM device_prekeys AS old WHERE device = ? AND EXISTS (
              SELECT 1 FROM device_prekeys AS newer
              WHERE newer.device = old.device AND newer.at > old.at AND newer.at < ?)`,
      params: [device.pub, now - PREKEY_GRACE_MS],
    },
  ]);
  return bundle;
}

/** The private half of one of this device's prekeys, while it is kept. */
export async function prekeyOf(
  db: SqlDatabase,
  identity: KeyPair,
  device: string,
  epub: string,
): Promise<Agreement | null> {
  const epriv = await loadLocal(
    db,
    identity,
    `prekey\n${epub}`,
    'SELECT sealed FROM device_prekeys WHERE device = ? AND epub = ?',
    [device, epub],
  );
  return epriv === null ? null : { epub, epriv };
}
