/**
 * The chains of a service that only reads what is already stored (the history and feed benches):
 * nothing is sealed or opened, so its device is never started.
 */
import type { ChatDirectory } from '../../src/core/chat/chat-directory.ts';
import type { KeyPair } from '../../src/core/crypto/sea.ts';
import { DeviceService } from '../../src/core/devices/device-service.ts';
import { StreamChains } from '../../src/core/devices/stream-chains.ts';
import type { Graph } from '../../src/core/graph/graph.ts';
import type { SqlDatabase } from '../../src/core/store/sql.ts';

export function readOnlyChains(
  db: SqlDatabase,
  graph: Graph,
  session: () => KeyPair,
  directory: ChatDirectory,
): StreamChains {
  const devices = new DeviceService({
    db,
    graph,
    session,
    directory,
    deviceName: () => Promise.resolve(''),
  });
  return new StreamChains({ db, session, devices, now: Date.now });
}
