/**
 * A bare Gun relay, as Gun's own examples start one: its websocket, SEA's signature checks and
 * radisk, without any of Meshtalk's rules, limits, replay checks or store. The load generator
 * runs the same load against it to have a baseline measured on the same machine in the same run.
 * Usage: node --import tsx bench/support/bare-relay.ts <data dir>; prints its URL when listening.
 */
import '../../src/relay/quiet-gun.ts';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Gun from 'gun';
import 'gun/sea.js';

const server = createServer();
const factory = Gun as unknown as (options: Record<string, unknown>) => unknown;
factory({ web: server, file: process.argv[2], multicast: false, axe: false, stats: false });
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  console.log(`bare relay listening on http://127.0.0.1:${port}`);
});
