/**
 * My own state on the Gun graph: `~me/own/<bucket>/<tag>`, 16 buckets so that no node holds
 * thousands of children. Only reading and writing here; what a record means is decided above.
 *
 * Bucket nodes are read and written by their soul, not through `user().get('own').get(…)`: puts
 * on such a path whose nodes are not known yet were lost (no acknowledgement, never stored) when
 * the same client wrote elsewhere in the space at the same moment. SEA signs a put to a soul in
 * the signed-in user's space however the chain was built.
 */
import type { GunClient, GunListenerHandle, GunRoot } from '../net/gun.ts';
import { debug } from '../util/log.ts';
import { OWN_SPACE } from './own-record.ts';
import { BUCKETS, type ItemPlace } from './self-keys.ts';

const log = debug('own-state');

const bucketNode = (gun: GunRoot, pub: string, bucket: string) =>
  gun.get(`~${pub}/${OWN_SPACE}/${bucket}`);

/**
 * Writes a record into my own space (`me` must be the signed-in user); true once a relay
 * acknowledged it, false when it refused or did not answer within `timeoutMs`.
 */
export function putOwnRecord(
  gun: GunClient,
  me: string,
  place: ItemPlace,
  json: string,
  timeoutMs: number,
): Promise<boolean> {
  return new Promise((resolve) => {
    let answered = false;
    const finish = (stored: boolean): void => {
      if (answered) return;
      answered = true;
      clearTimeout(timer);
      resolve(stored);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    bucketNode(gun, me, place.bucket)
      .get(place.tag)
      .put(json, (ack) => {
        // Gun's own "No ACK yet" is not an answer: our time-out decides.
        if ((ack as { lack?: boolean }).lack) return;
        if (ack.err) log('a relay refused an own-state record: %s', ack.err);
        finish(!ack.err);
      });
  });
}

/**
 * Calls `onRecord` with every record in `pub`'s own buckets, now and as they change (Gun repeats
 * values: callers deduplicate). Stopping removes only these listeners, never others on the nodes.
 */
export function followOwnBuckets(
  gun: GunClient,
  pub: string,
  onRecord: (place: ItemPlace, raw: string) => void,
): () => void {
  let stopped = false;
  const listeners: GunListenerHandle[] = [];
  for (const bucket of BUCKETS) {
    let listener: GunListenerHandle | null = null;
    bucketNode(gun, pub, bucket)
      .map()
      .on((raw, tag, _message, handle) => {
        // A bucket that never fired has no handle yet: its listener removes itself when it does.
        if (stopped) return handle.off();
        if (!listener) listeners.push((listener = handle));
        if (typeof raw === 'string') onRecord({ bucket, tag }, raw);
      });
  }
  return () => {
    stopped = true;
    for (const listener of listeners) listener.off();
  };
}
