/**
 * A user's devices: each device has a key pair of its own, and the identity key certifies them in
 * one signed, ordered list in the user's space (`~<pub>/devices/list`). Each change makes the next
 * version, naming the hash of the one before, so a reader that has seen one version refuses a list
 * that goes back, and tells a fork (two different lists of one version, or a next version that
 * does not follow from the one it knows) from an update. A removed device never comes back.
 */
import type { KeyPair } from '../crypto/sea.ts';
import type { RecordPath } from '../graph/graph.ts';
import { isPublicKey } from '../crypto/sea-keys.ts';
import { canonicalJson, type CanonicalRecord } from '../protocol/canonical.ts';
import { contentKey } from '../protocol/content-address.ts';
import { openRecord, signRecord } from '../protocol/signed-record.ts';

/** Where the list lives in its owner's space. */
export const DEVICE_LIST_PATH: RecordPath = ['devices', 'list'];
/** Devices one user may have at once. */
export const MAX_DEVICES = 16;
/** Removed devices a list remembers: enough for years of phones, bounded for relays. */
export const MAX_REMOVED = 256;
/** A device's name, as its owner's devices show it. */
export const MAX_DEVICE_NAME = 64;
/** The name as the list carries it, sealed (`device-keys.ts`): a 64-character name fits. */
export const MAX_SEALED_NAME = 512;

export interface DeviceEntry {
  /** The device's signing key (`x.y`): it signs what the device writes. */
  readonly id: string;
  /** The device's agreement key: sessions between devices start from it. */
  readonly epub: string;
  /** Its name, sealed so that only its owner's devices read it: friends and relays see none. */
  readonly name: string;
  /** When it was added (the adding device's clock). */
  readonly added: number;
}

export interface DeviceList {
  /** 1 for the first list; each change adds one. */
  readonly version: number;
  readonly devices: readonly DeviceEntry[];
  /** The ids of devices removed so far: none of them may be listed again. */
  readonly removed: readonly string[];
  /** The hash of the version before (lower-case hex SHA-256 of its canonical JSON); '' for 1. */
  readonly prev: string;
}

/** What a reader makes of a list it reads, given the one it knows. */
export type DeviceListVerdict =
  /** Newer than what it knows: take it. */
  | 'newer'
  /** The one it knows. */
  | 'same'
  /** An older version: a replay, refused. */
  | 'older'
  /** Not a successor of the one it knows: refused, and shown to the user. */
  | 'fork';

const toCanonical = (list: DeviceList): CanonicalRecord => ({
  version: list.version,
  devices: list.devices.map((device) => ({ ...device })),
  removed: [...list.removed],
  prev: list.prev,
});

export const deviceListHash = (list: DeviceList): Promise<string> =>
  contentKey(canonicalJson(toCanonical(list)));

export function firstDeviceList(device: DeviceEntry): DeviceList {
  return { version: 1, devices: [device], removed: [], prev: '' };
}

/** Why a change to a list was refused. */
export type DeviceListError = 'already-listed' | 'was-removed' | 'too-many' | 'not-listed' | 'last';

async function next(
  list: DeviceList,
  change: Pick<DeviceList, 'devices' | 'removed'>,
): Promise<DeviceList> {
  return { version: list.version + 1, ...change, prev: await deviceListHash(list) };
}

/** The next version, with `device` added. */
export async function withDevice(
  list: DeviceList,
  device: DeviceEntry,
): Promise<DeviceList | DeviceListError> {
  if (list.devices.some(({ id }) => id === device.id)) return 'already-listed';
  if (list.removed.includes(device.id)) return 'was-removed';
  if (list.devices.length >= MAX_DEVICES) return 'too-many';
  return next(list, { devices: [...list.devices, device], removed: list.removed });
}

/** The next version, without the device `id`; the last device cannot be removed. */
export async function withoutDevice(
  list: DeviceList,
  id: string,
): Promise<DeviceList | DeviceListError> {
  if (!list.devices.some((device) => device.id === id)) return 'not-listed';
  if (list.devices.length === 1) return 'last';
  return next(list, {
    devices: list.devices.filter((device) => device.id !== id),
    removed: [...list.removed, id].slice(-MAX_REMOVED),
  });
}

/** The list as its owner's signed record, for `~<owner>/devices/list`. */
export function signDeviceList(
  owner: Pick<KeyPair, 'pub' | 'priv'>,
  list: DeviceList,
): Promise<string> {
  return signRecord(owner, DEVICE_LIST_PATH, toCanonical(list));
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

function deviceEntry(value: unknown): DeviceEntry | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, epub, name, added, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || !isPublicKey(id) || !isPublicKey(epub)) return null;
  if (typeof name !== 'string' || name.length > MAX_SEALED_NAME || !isCount(added)) return null;
  return { id, epub, name, added };
}

function deviceList(value: unknown): DeviceList | null {
  if (typeof value !== 'object' || value === null) return null;
  const { version, devices, removed, prev, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || !isCount(version) || version < 1) return null;
  if (typeof prev !== 'string' || (version === 1) !== (prev === '')) return null;
  if (prev !== '' && !/^[0-9a-f]{64}$/.test(prev)) return null;
  if (!Array.isArray(devices) || devices.length < 1 || devices.length > MAX_DEVICES) return null;
  if (!Array.isArray(removed) || removed.length > MAX_REMOVED) return null;
  const entries = devices.map(deviceEntry);
  if (entries.some((entry) => entry === null)) return null;
  const listed = entries as DeviceEntry[];
  const ids = new Set(listed.map(({ id }) => id));
  if (ids.size !== listed.length || !removed.every(isPublicKey)) return null;
  if (removed.some((id) => ids.has(id))) return null;
  return { version, devices: listed, removed, prev };
}

/** The list read from `owner`'s space, or null unless the owner signed it there and it is whole. */
export async function openDeviceList(owner: string, text: unknown): Promise<DeviceList | null> {
  return deviceList(await openRecord(owner, DEVICE_LIST_PATH, text));
}

/**
 * What to make of `incoming` when `known` is the newest list seen of its owner. A version more
 * than one ahead cannot be chained to the known one; it is taken unless it lists a device the
 * known one had removed.
 */
export async function compareDeviceLists(
  known: DeviceList | null,
  incoming: DeviceList,
): Promise<DeviceListVerdict> {
  if (known === null) return 'newer';
  if (incoming.version < known.version) return 'older';
  const [knownHash, incomingHash] = await Promise.all([
    deviceListHash(known),
    deviceListHash(incoming),
  ]);
  if (incoming.version === known.version) return incomingHash === knownHash ? 'same' : 'fork';
  if (incoming.version === known.version + 1 && incoming.prev !== knownHash) return 'fork';
  const removedBefore = new Set(known.removed);
  if (incoming.devices.some(({ id }) => removedBefore.has(id))) return 'fork';
  return 'newer';
}
