/**
 * What the device service keeps while someone is signed in: this device's keys as they load, the
 * lists followed and how far each got, and what is still to publish.
 */
import type { KeyPair } from '../crypto/sea.ts';
import type { ThisDevice } from './device-keys.ts';
import { ReaderDevices, type ReaderDevicesDeps } from './reader-devices.ts';

export interface Run {
  readonly identity: KeyPair;
  readonly device: Promise<ThisDevice | null>;
  readonly follows: Map<string, () => void>;
  /** Users followed besides my friends and me: those I write to in rooms. */
  readonly others: Set<string>;
  readonly readers: ReaderDevices;
  /** My other devices' "last seen" records, followed while my list names them. */
  readonly seenFollows: Map<string, () => void>;
  readonly seen: Map<string, number>;
  seenPublishedAt: number;
  /** Per owner, the lists in the order they arrived: each is compared with the one before. */
  readonly queues: Map<string, Promise<void>>;
  /** A list of mine signed here that no relay has acknowledged yet. */
  pendingOwn: string | null;
  /** A list of mine is kept here (and its devices' last-seen records followed). */
  ownKnown: boolean;
  /** When the prekey a relay acknowledged was made; null until one has been. */
  prekeyAt: number | null;
  removed: boolean;
  readonly startedAt: number;
  stopped: boolean;
  timer: unknown;
  firstCheck: unknown;
  /** A check is running: the next waits for the one after. */
  catchingUp: boolean;
  unsubscribe: () => void;
}

export function newRun(
  identity: KeyPair,
  device: Promise<ThisDevice | null>,
  startedAt: number,
  followLists: (owners: readonly string[]) => void,
  readers: Omit<ReaderDevicesDeps, 'followLists'>,
): Run {
  return {
    identity,
    device,
    follows: new Map(),
    others: new Set(),
    readers: new ReaderDevices({ ...readers, followLists }),
    seenFollows: new Map(),
    seen: new Map(),
    seenPublishedAt: 0,
    queues: new Map(),
    pendingOwn: null,
    ownKnown: false,
    prekeyAt: null,
    removed: false,
    startedAt,
    stopped: false,
    timer: null,
    firstCheck: null,
    catchingUp: false,
    unsubscribe: () => undefined,
  };
}
