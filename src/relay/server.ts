import { mkdir } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { connectedPeerCount } from '../core/net/gun.ts';
import { AI_PROXY_PREFIX, createAiProxy, type AiProxyHandler } from './ai-proxy.ts';
import type { RelayConfig } from './config.ts';
import { limitConnections } from './connection-limits.ts';
import { openGraphStore } from './graph-store.ts';
import { attachGun } from './gun-server.ts';
import { healthReport, metricsReport, packageVersion, type HealthSources } from './health.ts';
import { importRadiskFiles } from './radisk-import.ts';
import { sendJson, sendText } from './respond.ts';
import { keepForRetention } from './retention.ts';
import { createStaticHandler, type StaticHandler } from './static-site.ts';

export interface RunningRelay {
  /** Base URL, e.g. `http://127.0.0.1:8765`. */
  readonly url: string;
  /** What Gun clients pass as a peer. */
  readonly gunUrl: string;
  readonly port: number;
  /** Stops accepting, closes every connection, commits pending writes and closes the store. */
  close(): Promise<void>;
}

/** `now` moves the relay's clock for retention (a soak run's simulated days). */
export async function startRelay(
  config: RelayConfig,
  { now = Date.now }: { now?: () => number } = {},
): Promise<RunningRelay> {
  await mkdir(config.dataDir, { recursive: true });
  const store = openGraphStore(config.dataDir);
  const imported = await importRadiskFiles(config.dataDir, store);
  if (imported > 0) console.log(`Meshtalk relay: took ${imported} records from radisk's files.`);
  const retention = keepForRetention(store, config.retentionMs, now);
  const server = createServer();
  const sockets = trackSockets(server);
  const connections = limitConnections(server, config.connections);
  const { gun, guard, load, forgotten, topWriters, forwarded, disconnect } = attachGun(server, {
    peers: config.peers,
    meshSecret: config.meshSecret,
    store,
    keptSince: retention.keptSince,
    blockedKeys: new Set(config.blockedKeys),
    keyFieldsPerSecond: config.keyFieldsPerSecond,
    connections,
  });
  const health: HealthSources = {
    version: packageVersion(),
    startedAt: Date.now(),
    dataDir: config.dataDir,
    connectedPeers: () => connectedPeerCount(gun),
    refusals: () => guard.refusals(),
    forgottenStreamNodes: forgotten,
    connections: () => connections.counts(),
    load,
    retention: retention.report,
    storedFields: () => store.fieldCount(),
    topWriters,
    forwarded,
  };
  const serveStatic = config.serveApp ? createStaticHandler(config.staticDir) : null;
  const aiProxy = config.ai ? createAiProxy(config.ai) : null;
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    route(req, res, { health, metrics: config.metrics, serveStatic, aiProxy }).catch(
      (error: unknown) => {
        console.error('Meshtalk relay: request failed', req.url, error);
        if (!res.headersSent) sendText(res, 500, 'Internal server error.');
        else res.destroy();
      },
    );
  });
  const port = await listen(server, config.port, config.host);
  const url = `http://${hostForUrl(config.host)}:${port}`;

  let closing: Promise<void> | undefined;
  const close = async (): Promise<void> => {
    const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
    connections.stop();
    disconnect(); // every websocket, in and out; peer relay links stop redialling
    for (const socket of sockets) socket.destroy();
    retention.stop();
    store.close();
    await stopped;
  };
  return {
    url,
    gunUrl: `${url}/gun`,
    port,
    close: () => (closing ??= close()),
  };
}

interface Routes {
  readonly health: HealthSources;
  readonly metrics: boolean;
  readonly serveStatic: StaticHandler | null;
  readonly aiProxy: AiProxyHandler | null;
}

async function route(
  req: IncomingMessage,
  res: ServerResponse,
  { health, metrics, serveStatic, aiProxy }: Routes,
): Promise<void> {
  const pathname = new URL(req.url ?? '/', 'http://relay.invalid').pathname;
  if (pathname === AI_PROXY_PREFIX || pathname.startsWith(`${AI_PROXY_PREFIX}/`)) {
    if (aiProxy) return aiProxy(req, res, pathname);
    return sendText(res, 404, 'This relay does not forward AI requests.');
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return sendText(res, 405, 'Method not allowed.', { Allow: 'GET, HEAD' });
  }
  if (pathname === '/health') return sendJson(res, 200, await healthReport(health));
  if (pathname === '/metrics' && metrics) return sendJson(res, 200, metricsReport(health));
  if (pathname === '/gun') return sendText(res, 426, 'Connect with a WebSocket.');
  if (serveStatic) return serveStatic(req, res, pathname);
  return sendText(res, 404, 'This Meshtalk relay only syncs data; it does not serve the app.');
}

function trackSockets(server: Server): Set<Socket> {
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return sockets;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function hostForUrl(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}
