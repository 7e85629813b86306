/**
 * An export's records on the graph: written into my own space through the stream transport (so
 * neither side keeps a megabyte chunk in Gun's memory once it is through), read by their place,
 * and removed by writing null over them, which only I can sign.
 */
import type { Graph } from '../graph/graph.ts';
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

export function migrationGraph(graph: Graph): MigrationGraph {
  return {
    write: (place, json, timeoutMs) =>
      graph.write(place.node, [{ key: place.key, value: json }], timeoutMs),

    remove: (place, timeoutMs) => graph.remove(place.node, place.key, timeoutMs),

    read(owner, place, waitMs) {
      return new Promise((resolve) => {
        let stop = (): void => undefined;
        const timer = setTimeout(() => {
          stop();
          resolve(undefined);
        }, waitMs);
        stop = graph.follow(owner, place.node, (key, value) => {
          if (key !== place.key) return;
          clearTimeout(timer);
          stop();
          resolve(value);
        });
      });
    },

    online: () => graph.connectedPeers() > 0,
  };
}
