/**
 * An export's records on the graph: written into my own space through the stream transport (so
 * neither side keeps a megabyte chunk in Gun's memory once it is through), read by their place,
 * and removed by writing null over them, which only I can sign.
 */
import type { GunClient } from '../net/gun.ts';
import { streamReaderOf } from '../streams/gun-stream-reader.ts';
import { createGunTransport } from '../streams/gun-transport.ts';
import { STREAM_SPACE, streamSoul } from '../streams/sealed-record.ts';
import type { RecordPlace } from './migration-records.ts';

export interface MigrationGraph {
  /** Resolves once a relay acknowledged the record; rejects otherwise. */
  write(place: RecordPlace, json: string, timeoutMs: number): Promise<void>;
  /** True once a relay acknowledged the removal. */
  remove(place: RecordPlace, timeoutMs: number): Promise<boolean>;
  /** The record at `owner`'s place, or undefined when none arrived within `waitMs`. */
  read(owner: string, place: RecordPlace, waitMs: number): Promise<unknown>;
  online(): boolean;
}

export function gunMigrationGraph(gun: GunClient): MigrationGraph {
  const transport = createGunTransport(() => gun);
  return {
    write: (place, json, timeoutMs) =>
      transport.write(place.node, [{ key: place.key, value: json }], timeoutMs),

    remove(place, timeoutMs) {
      const me = gun.user().is?.pub;
      if (!me || gun.connectedPeerCount() === 0) return Promise.resolve(false);
      const node = gun.user().get(STREAM_SPACE).get(place.node);
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        node.get(place.key).put(null, (ack) => {
          // Gun's own "No ACK yet" is not an answer: the time-out decides.
          if ((ack as { lack?: boolean }).lack) return;
          clearTimeout(timer);
          resolve(!ack.err);
        });
      }).finally(() =>
        streamReaderOf(gun).forgetWrite(node, streamSoul(me, place.node), place.key),
      );
    },

    read(owner, place, waitMs) {
      return new Promise((resolve) => {
        let stop = (): void => undefined;
        const timer = setTimeout(() => {
          stop();
          resolve(undefined);
        }, waitMs);
        stop = transport.follow(owner, place.node, (key, value) => {
          if (key !== place.key) return;
          clearTimeout(timer);
          stop();
          resolve(value);
        });
      });
    },

    online: () => gun.connectedPeerCount() > 0,
  };
}
