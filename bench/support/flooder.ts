/**
 * An abusive user for the load generator's fairness run: one key, many websockets from another
 * loopback address than the honest users' (127.0.0.2), each writing signed records into the key's
 * own space as fast as its client signs them, with a bounded number waiting for acknowledgement.
 * Every write is valid: only the relay's budgets and its fair queue stand between it and the
 * honest users. Reports to its parent how many writes the relay acknowledged and refused.
 */
import '../../src/relay/quiet-gun.ts';
import type { KeyPair } from '../../src/core/crypto/sea.ts';
import { createGun } from '../../src/core/net/gun.ts';
import { gunGraph } from '../../src/core/net/gun-graph.ts';
import { socketsFrom } from './from-address.ts';

export interface FloodStart {
  readonly gunUrl: string;
  readonly pair: KeyPair;
  readonly sockets: number;
  readonly until: number;
}

export interface FloodReport {
  readonly acknowledged: number;
  readonly refused: number;
}

/** Writes one connection keeps waiting for their acknowledgement. */
const IN_FLIGHT = 50;
const FROM_ADDRESS = '127.0.0.2';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const FromOtherAddress = socketsFrom(FROM_ADDRESS);

async function flood(start: FloodStart): Promise<FloodReport> {
  let acknowledged = 0;
  let refused = 0;
  await Promise.all(
    Array.from({ length: start.sockets }, async (_, s) => {
      const gun = createGun({ peers: [start.gunUrl], relaySocket: FromOtherAddress });
      const graph = gunGraph(() => gun);
      await graph.signIn(start.pair);
      while (gun.connectedPeerCount() === 0 && Date.now() < start.until) await pause(50);
      let n = 0;
      const lane = async () => {
        while (Date.now() < start.until) {
          const key = `f${s}-${n++}`;
          try {
            await graph.write(`flood${s}`, [{ key, value: 'x'.repeat(600) }], 10_000);
            acknowledged++;
          } catch {
            // Refused, timed out or offline: the relay pushes back, and the flooder tries on.
            refused++;
            await pause(50);
          }
        }
      };
      await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
      gun.close();
    }),
  );
  return { acknowledged, refused };
}

process.once('message', (start: FloodStart) => {
  flood(start).then(
    (report) => process.send?.(report, () => process.exit(0)),
    (error: unknown) => {
      console.error('flooder failed', error);
      process.exit(1);
    },
  );
});
