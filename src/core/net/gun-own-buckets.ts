/**
 * Own-state records on Gun: `~me/own/<bucket>/<tag>`. Only reading and writing here; what a record
 * means is decided in `own-state/`.
 *
 * Bucket nodes are read and written by their soul, not through `user().get('own').get(…)`: puts
 * on such a path whose nodes are not known yet were lost (no acknowledgement, never stored) when
 * the same client wrote elsewhere in the space at the same moment. SEA signs a put to a soul in
 * the signed-in user's space however the chain was built.
 */
import { OWN_SPACE } from '../own-state/own-record.ts';
import { debug } from '../util/log.ts';
import type { GunClient, GunListenerHandle, GunRoot } from './gun-types.ts';

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
  bucket: string,
  tag: string,
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
    bucketNode(gun, me, bucket)
      .get(tag)
      .put(json, (ack) => {
        // Gun's own "No ACK yet" is not an answer: our time-out decides.
        if ((ack as { lack?: boolean }).lack) return;
        if (ack.err) log('a relay refused an own-state record: %s', ack.err);
        finish(!ack.err);
      });
  });
}

/**
 * Calls `onRecord` with every record in `pub`'s bucket, now and as it changes (Gun repeats
 * values: callers deduplicate). Stopping removes only this listener, never others on the node.
 */
export function followOwnBucket(
  gun: GunClient,
  pub: string,
  bucket: string,
  onRecord: (tag: string, raw: string) => void,
): () => void {
  let stopped = false;
  let listener: GunListenerHandle | null = null;
  bucketNode(gun, pub, bucket)
    .map()
    .on((raw, tag, _message, handle) => {
      // A bucket that never fired has no handle yet: its listener removes itself when it does.
      if (stopped) return handle.off();
      listener = handle;
      if (typeof raw === 'string') onRecord(tag, raw);
    });
  return () => {
    stopped = true;
    listener?.off();
  };
}
