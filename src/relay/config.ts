import path from 'node:path';
import { isPublicKey } from '../core/crypto/sea-keys.ts';
import { RELAY_RETENTION_DAYS } from '../core/streams/limits.ts';
import { DEFAULT_KEY_FIELDS_PER_SECOND } from './writer-keys.ts';
import { DEFAULT_AI_UPSTREAM, MIN_AI_TOKEN_LENGTH, type AiProxyConfig } from './ai-proxy.ts';
import {
  DEFAULT_CONNECTION_LIMITS,
  DESCRIPTORS_KEPT,
  descriptorLimit,
  totalForDescriptors,
  type ConnectionLimits,
} from './connection-limits.ts';

export interface RelayConfig {
  readonly host: string;
  /** 0 picks a free port; the running relay reports the real one. */
  readonly port: number;
  /** The graph store's folder, absolute. */
  readonly dataDir: string;
  /** How long stream records, letters and probes are kept, in ms (see graph-store.ts). */
  readonly retentionMs: number;
  /** Other relays to mesh with, as Gun peer URLs (`http://host:port/gun`). */
  readonly peers: readonly string[];
  /** Shared by the relays of a mesh, so each knows the others from clients (relay-links.ts). */
  readonly meshSecret?: string;
  /** The built app (vite build output), absolute. */
  readonly staticDir: string;
  /** Off for a bare relay that only syncs data. */
  readonly serveApp: boolean;
  /** Keys whose writes are refused (an operator's answer to abuse). */
  readonly blockedKeys: readonly string[];
  /** Fields one key may store per second, sustained; a minute's worth may come at once. */
  readonly keyFieldsPerSecond: number;
  /** `/metrics` (memory, connections, refusals): off unless asked for. */
  readonly metrics: boolean;
  /** How many sockets the relay holds, from one address and in all, and for how long. */
  readonly connections: ConnectionLimits;
  /** The AI proxy at /ai; absent (off) unless an access token is configured. */
  readonly ai?: AiProxyConfig;
}

export const MIN_MESH_SECRET_LENGTH = 16;

/**
 * Undelivered data is kept about as long as Session and SimpleX keep it (14 to 21 days), and more;
 * the app counts on the same period (a message unconfirmed by then shows not delivered).
 */
export const DEFAULT_RETENTION_DAYS = RELAY_RETENTION_DAYS;

const DAY_MS = 24 * 60 * 60 * 1000;

export class RelayConfigError extends Error {
  override readonly name = 'RelayConfigError';
}

export const RELAY_USAGE = `Usage: npm run relay -- [options]

  --host <host>         interface to listen on      (env HOST, default 127.0.0.1)
  --port <port>         0-65535, 0 picks a free one (env PORT, default 8765)
  --data <dir>          the relay's stored graph    (env MESHTALK_DATA, default ./.data/relay)
  --retention-days <n>  forgets stream records, letters and probes older than this; profiles,
                        device lists and own state stay (env MESHTALK_RETENTION_DAYS, default ${DEFAULT_RETENTION_DAYS})
  --peers <urls>        comma-separated relays to mesh with (env MESHTALK_PEERS)
  --mesh-secret <text>  shared by meshed relays, so an incoming relay link is known as one
                        (env MESHTALK_MESH_SECRET, at least ${MIN_MESH_SECRET_LENGTH} characters; default none)
  --static <dir>        the built app to serve      (env MESHTALK_STATIC, default dist/app)
  --[no-]serve-app      serve the app at /          (env MESHTALK_SERVE_APP, default true)
  --[no-]metrics        serve /metrics: memory, connections, refused messages, top writers
                        (env MESHTALK_METRICS, default off)
  --blocked-keys <keys> comma-separated public keys whose writes are refused
                        (env MESHTALK_BLOCKED_KEYS, default none)
  --key-fields-per-second <n>
                        fields one key may store per second; a minute's worth may come at once
                        (env MESHTALK_KEY_FIELDS_PER_SECOND, default ${DEFAULT_KEY_FIELDS_PER_SECOND})
  --max-connections <n> open sockets in all (env MESHTALK_MAX_CONNECTIONS,
                        default: the open-file limit less ${DESCRIPTORS_KEPT})
  --max-connections-per-address <n>
                        open sockets from one address
                        (env MESHTALK_MAX_CONNECTIONS_PER_ADDRESS, default ${DEFAULT_CONNECTION_LIMITS.perAddress})
  --idle-timeout <s>    closes a websocket that sent no valid message for this long
                        (env MESHTALK_IDLE_TIMEOUT, default ${DEFAULT_CONNECTION_LIMITS.idleMs / 1000})
  --ai-token <token>    turns on the AI proxy at /ai; clients send it as a Bearer token
                        (env MESHTALK_AI_TOKEN, at least ${MIN_AI_TOKEN_LENGTH} characters; default off)
  --ai-upstream <url>   model server the AI proxy forwards to
                        (env MESHTALK_AI_UPSTREAM, default ${DEFAULT_AI_UPSTREAM})
  --help                show this text`;

type Env = Readonly<Record<string, string | undefined>>;

/** Each option: its env variable, default, and whether it is a switch (`--x`, `--no-x`). */
const OPTIONS = {
  host: { env: 'HOST', fallback: '127.0.0.1', isSwitch: false },
  port: { env: 'PORT', fallback: '8765', isSwitch: false },
  data: { env: 'MESHTALK_DATA', fallback: './.data/relay', isSwitch: false },
  'retention-days': {
    env: 'MESHTALK_RETENTION_DAYS',
    fallback: String(DEFAULT_RETENTION_DAYS),
    isSwitch: false,
  },
  peers: { env: 'MESHTALK_PEERS', fallback: '', isSwitch: false },
  'mesh-secret': { env: 'MESHTALK_MESH_SECRET', fallback: '', isSwitch: false },
  static: { env: 'MESHTALK_STATIC', fallback: 'dist/app', isSwitch: false },
  'serve-app': { env: 'MESHTALK_SERVE_APP', fallback: 'true', isSwitch: true },
  metrics: { env: 'MESHTALK_METRICS', fallback: 'false', isSwitch: true },
  'blocked-keys': { env: 'MESHTALK_BLOCKED_KEYS', fallback: '', isSwitch: false },
  'key-fields-per-second': {
    env: 'MESHTALK_KEY_FIELDS_PER_SECOND',
    fallback: String(DEFAULT_KEY_FIELDS_PER_SECOND),
    isSwitch: false,
  },
  'max-connections': { env: 'MESHTALK_MAX_CONNECTIONS', fallback: '', isSwitch: false },
  'max-connections-per-address': {
    env: 'MESHTALK_MAX_CONNECTIONS_PER_ADDRESS',
    fallback: String(DEFAULT_CONNECTION_LIMITS.perAddress),
    isSwitch: false,
  },
  'idle-timeout': {
    env: 'MESHTALK_IDLE_TIMEOUT',
    fallback: String(DEFAULT_CONNECTION_LIMITS.idleMs / 1000),
    isSwitch: false,
  },
  'ai-token': { env: 'MESHTALK_AI_TOKEN', fallback: '', isSwitch: false },
  'ai-upstream': { env: 'MESHTALK_AI_UPSTREAM', fallback: '', isSwitch: false },
} as const;

type OptionName = keyof typeof OPTIONS;

const isOptionName = (name: string): name is OptionName => Object.hasOwn(OPTIONS, name);

export function wantsHelp(argv: readonly string[]): boolean {
  return argv.includes('--help') || argv.includes('-h');
}

/** Command-line flags beat environment variables, which beat the defaults. */
export function parseRelayConfig(
  argv: readonly string[],
  env: Env,
  cwd: string = process.cwd(),
): RelayConfig {
  const flags = parseFlags(argv);
  const raw = (name: OptionName): string => {
    const fromEnv = env[OPTIONS[name].env]?.trim();
    return flags.get(name) ?? (fromEnv ? fromEnv : OPTIONS[name].fallback);
  };
  const host = raw('host');
  if (!host) throw new RelayConfigError('Invalid host: it must not be empty.');
  return {
    host,
    port: parsePort(raw('port')),
    dataDir: path.resolve(cwd, raw('data')),
    retentionMs: parseCount(raw('retention-days'), 'retention-days', 1) * DAY_MS,
    peers: parsePeers(raw('peers')),
    ...parseMeshSecret(raw('mesh-secret')),
    staticDir: path.resolve(cwd, raw('static')),
    serveApp: parseBoolean(raw('serve-app'), 'serve-app'),
    metrics: parseBoolean(raw('metrics'), 'metrics'),
    blockedKeys: parseKeys(raw('blocked-keys')),
    keyFieldsPerSecond: parseCount(raw('key-fields-per-second'), 'key-fields-per-second', 1),
    connections: parseConnectionLimits(
      raw('max-connections'),
      raw('max-connections-per-address'),
      raw('idle-timeout'),
    ),
    ...parseAiProxy(raw('ai-token'), raw('ai-upstream')),
  };
}

/** Public keys as Meshtalk writes them (two base64url halves joined by a dot). */
export function parseKeys(text: string): string[] {
  const keys = text
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  const wrong = keys.filter((key) => !isPublicKey(key));
  if (wrong.length > 0) {
    throw new RelayConfigError(`Invalid key "${wrong.join('", "')}": not a public key.`);
  }
  return keys;
}

export function parseMeshSecret(text: string): { meshSecret?: string } {
  const secret = text.trim();
  if (!secret) return {};
  if (secret.length < MIN_MESH_SECRET_LENGTH || /\s/.test(secret)) {
    throw new RelayConfigError(
      `Invalid mesh secret: use at least ${MIN_MESH_SECRET_LENGTH} characters without spaces.`,
    );
  }
  return { meshSecret: secret };
}

/** A blank total is worked out from the open-file limit; the HTTP reserve is a quarter at most. */
export function parseConnectionLimits(
  total: string,
  perAddress: string,
  idleSeconds: string,
): ConnectionLimits {
  const sockets = total.trim()
    ? parseCount(total, 'max-connections', 4)
    : totalForDescriptors(descriptorLimit());
  const idleMs = parseCount(idleSeconds, 'idle-timeout', 1) * 1000;
  return {
    total: sockets,
    perAddress: parseCount(perAddress, 'max-connections-per-address', 1),
    httpReserve: Math.min(DEFAULT_CONNECTION_LIMITS.httpReserve, Math.floor(sockets / 4)),
    handshakeMs: Math.min(DEFAULT_CONNECTION_LIMITS.handshakeMs, idleMs),
    idleMs,
  };
}

function parseCount(text: string, name: string, min: number): number {
  const value = /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  if (!Number.isInteger(value) || value < min) {
    throw new RelayConfigError(`Invalid ${name} "${text}": use a whole number of at least ${min}.`);
  }
  return value;
}

/** The AI proxy needs a token; an upstream alone is a mistake worth stopping for. */
export function parseAiProxy(token: string, upstream: string): { ai?: AiProxyConfig } {
  const secret = token.trim();
  if (!secret) {
    if (upstream.trim()) {
      throw new RelayConfigError('--ai-upstream needs --ai-token: the AI proxy requires a token.');
    }
    return {};
  }
  if (secret.length < MIN_AI_TOKEN_LENGTH || /\s/.test(secret)) {
    throw new RelayConfigError(
      `Invalid AI token: use at least ${MIN_AI_TOKEN_LENGTH} characters without spaces.`,
    );
  }
  const text = upstream.trim() || DEFAULT_AI_UPSTREAM;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new RelayConfigError(`Invalid AI upstream URL "${text}".`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.search || url.hash) {
    throw new RelayConfigError(`Invalid AI upstream URL "${text}": use http(s)://host:port.`);
  }
  return { ai: { upstream: url.toString().replace(/\/+$/, ''), token: secret } };
}

function parseFlags(argv: readonly string[]): Map<OptionName, string> {
  const flags = new Map<OptionName, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const match = /^--(no-)?([a-z-]+)(?:=(.*))?$/s.exec(arg);
    const name = match?.[2] ?? '';
    if (!match || !isOptionName(name)) throw new RelayConfigError(`Unknown option "${arg}".`);
    const negated = match[1] !== undefined;
    const inline = match[3];
    if (OPTIONS[name].isSwitch) {
      if (negated && inline !== undefined) throw new RelayConfigError(`"${arg}" takes no value.`);
      flags.set(name, negated ? 'false' : (inline ?? 'true'));
      continue;
    }
    if (negated) throw new RelayConfigError(`Unknown option "${arg}".`);
    const value = inline ?? argv[++i];
    if (value === undefined) throw new RelayConfigError(`Option --${name} needs a value.`);
    flags.set(name, value);
  }
  return flags;
}

export function parsePort(text: string): number {
  const port = /^\d{1,5}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  if (!Number.isInteger(port) || port > 65535) {
    throw new RelayConfigError(`Invalid port "${text}": use a whole number from 0 to 65535.`);
  }
  return port;
}

const TRUE_WORDS = new Set(['true', '1', 'yes', 'on']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'off']);

export function parseBoolean(text: string, name: string): boolean {
  const word = text.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  throw new RelayConfigError(`Invalid ${name} "${text}": use true/false, 1/0, yes/no or on/off.`);
}

/** Accepts `host:port`-style relay URLs with or without `/gun`; Gun listens on `/gun`. */
export function parsePeers(text: string): string[] {
  const urls = text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      let url: URL;
      try {
        url = new URL(entry);
      } catch {
        throw new RelayConfigError(`Invalid peer URL "${entry}".`);
      }
      if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol)) {
        throw new RelayConfigError(`Invalid peer URL "${entry}": use http(s):// or ws(s)://.`);
      }
      if (url.pathname === '/') url.pathname = '/gun';
      return url.toString();
    });
  return [...new Set(urls)];
}
