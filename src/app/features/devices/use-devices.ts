import type { DeviceEvent } from '@core/devices/device-list-store.ts';
import type {
  DeviceChange,
  DeviceView,
  MyDeviceView,
  Trust,
  Verification,
} from '@core/devices/device-service.ts';
import { useCore, useSession } from '../../boot/core-context.ts';
import { useLiveQuery, type LiveValue } from '../../ui/use-live-query.ts';

export interface MyDevices {
  readonly devices: readonly MyDeviceView[];
  /** Another device of mine removed this one. */
  readonly removed: boolean;
}

const NO_DEVICES: MyDevices = { devices: [], removed: false };
const NONE: readonly DeviceView[] = [];

const about =
  (owner: string) =>
  (change: DeviceChange): boolean =>
    change.type === 'this-device-removed' ||
    (change.type === 'devices-changed' && change.owner === owner);

/** My devices as my newest device list names them, live. */
export function useMyDevices(): LiveValue<MyDevices> {
  const { devices } = useCore();
  const me = useSession()?.pub ?? null;
  return useLiveQuery(
    me && `my-devices:${me}`,
    { read: () => devices.myDevices(), source: devices, changes: about(me ?? '') },
    NO_DEVICES,
  );
}

/** A friend's devices as their newest device list taken here names them, live. */
export function useFriendDevices(pub: string): LiveValue<readonly DeviceView[]> {
  const { devices } = useCore();
  return useLiveQuery(
    `friend-devices:${pub}`,
    { read: () => devices.devicesOf(pub), source: devices, changes: about(pub) },
    NONE,
  );
}

const NO_EVENTS: readonly DeviceEvent[] = [];

/** The changes to a friend's devices I have not dismissed yet, live. */
export function useDeviceNotices(pub: string): LiveValue<readonly DeviceEvent[]> {
  const { devices } = useCore();
  return useLiveQuery(
    pub ? `device-notices:${pub}` : null,
    { read: () => devices.notices(pub), source: devices, changes: about(pub) },
    NO_EVENTS,
  );
}

/** The safety number with a friend and whether I verified them, live. */
export function useVerification(pub: string): LiveValue<Verification | null> {
  const { devices } = useCore();
  const me = useSession()?.pub ?? null;
  return useLiveQuery(
    me && pub ? `verification:${me}:${pub}` : null,
    { read: () => devices.verification(pub), source: devices, changes: about(pub) },
    null,
  );
}

const NOT_VERIFIED: Trust = { verified: false, changedSince: false };

/** Whether I verified a friend and whether their devices changed since, live; '' asks nothing. */
export function useTrust(pub: string): LiveValue<Trust> {
  const { devices } = useCore();
  return useLiveQuery(
    pub ? `trust:${pub}` : null,
    { read: () => devices.trust(pub), source: devices, changes: about(pub) },
    NOT_VERIFIED,
  );
}
