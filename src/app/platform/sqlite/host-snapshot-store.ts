import { base64ToBytes, bytesToBase64 } from '@core/crypto/base64.ts';
import type { HostChannel } from './host-channel.ts';
import type { SnapshotStore } from './snapshot-store.ts';

/** The localStorage tier as seen from the worker: base64 text kept by the main thread. */
export function hostSnapshotStore(host: HostChannel): SnapshotStore {
  return {
    async load() {
      const base64 = await host.request({ op: 'load-snapshot' });
      return base64 === null ? null : base64ToBytes(base64);
    },
    async save(bytes) {
      await host.request({ op: 'save-snapshot', base64: bytesToBase64(bytes) });
    },
  };
}
