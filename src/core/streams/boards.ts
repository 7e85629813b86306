/**
 * Sealed boards as a record kind of the kernel (PROTOCOL.md "Building blocks"): an entry sealed
 * for a board (`protocol/sealed-board.ts`) waits in an outbox lane like a stream record, and is
 * put at its content address in the board's node. A room's roster and a moment's talk go this way.
 */
import { OfflineError, type Graph } from '../graph/graph.ts';
import { contentKey } from '../protocol/content-address.ts';
import type { OutboxRecord, RecordPublisher } from './outbox.ts';

/** A sealed board entry: `id` is its content address in the node whose soul is `node`. */
export type BoardRecord = OutboxRecord;

export const boardRecord = async (soul: string, value: string): Promise<BoardRecord> => ({
  id: await contentKey(value),
  node: soul,
  json: value,
});

/** Puts board entries; the graph's errors are the ones the outbox knows. */
export function boardPublisher(
  graph: Pick<Graph, 'connectedPeers' | 'putContent'>,
): RecordPublisher<BoardRecord> {
  return {
    async publish(records, timeoutMs) {
      if (graph.connectedPeers() === 0) throw new OfflineError();
      await Promise.all(records.map((r) => graph.putContent(r.node, r.json, timeoutMs)));
    },
  };
}
