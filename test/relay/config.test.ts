import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  parseBoolean,
  parsePeers,
  parsePort,
  parseRelayConfig,
  RelayConfigError,
} from '../../src/relay/config.ts';
import { descriptorLimit, totalForDescriptors } from '../../src/relay/connection-limits.ts';
import { DEFAULT_KEY_FIELDS_PER_SECOND } from '../../src/relay/writer-keys.ts';

const cwd = '/srv/meshtalk';

describe('parseRelayConfig', () => {
  it('uses the documented defaults', () => {
    expect(parseRelayConfig([], {}, cwd)).toEqual({
      host: '127.0.0.1',
      port: 8765,
      dataDir: path.resolve(cwd, '.data/relay'),
      retentionMs: 30 * 24 * 60 * 60 * 1000,
      peers: [],
      staticDir: path.resolve(cwd, 'dist/app'),
      serveApp: true,
      metrics: false,
      blockedKeys: [],
      keyFieldsPerSecond: DEFAULT_KEY_FIELDS_PER_SECOND,
      connections: {
        total: totalForDescriptors(descriptorLimit()),
        perAddress: 64,
        httpReserve: 32,
        handshakeMs: 10_000,
        idleMs: 600_000,
      },
    });
  });

  it('reads the environment', () => {
    const config = parseRelayConfig(
      [],
      {
        HOST: '0.0.0.0',
        PORT: '9000',
        MESHTALK_DATA: '/var/lib/meshtalk',
        MESHTALK_RETENTION_DAYS: '14',
        MESHTALK_PEERS: 'http://a.example:8765/gun, https://b.example/gun',
        MESHTALK_STATIC: 'build',
        MESHTALK_SERVE_APP: 'off',
        MESHTALK_METRICS: 'on',
        MESHTALK_MAX_CONNECTIONS: '100',
        MESHTALK_MAX_CONNECTIONS_PER_ADDRESS: '8',
        MESHTALK_IDLE_TIMEOUT: '5',
        MESHTALK_KEY_FIELDS_PER_SECOND: '20',
      },
      cwd,
    );
    expect(config).toEqual({
      host: '0.0.0.0',
      port: 9000,
      dataDir: '/var/lib/meshtalk',
      retentionMs: 14 * 24 * 60 * 60 * 1000,
      peers: ['http://a.example:8765/gun', 'https://b.example/gun'],
      staticDir: path.resolve(cwd, 'build'),
      serveApp: false,
      metrics: true,
      blockedKeys: [],
      keyFieldsPerSecond: 20,
      connections: {
        total: 100,
        perAddress: 8,
        httpReserve: 25,
        handshakeMs: 5_000,
        idleMs: 5_000,
      },
    });
  });

  it('rejects connection limits that are not whole numbers or too small', () => {
    for (const args of [
      ['--max-connections', '3'],
      ['--max-connections-per-address', '0'],
      ['--idle-timeout', '1.5'],
      ['--retention-days', '0'],
      ['--blocked-keys', 'not-a-key'],
    ]) {
      expect(() => parseRelayConfig(args, {}, cwd)).toThrow(RelayConfigError);
    }
  });

  it('lets flags beat the environment, in both flag spellings', () => {
    const env = {
      HOST: '0.0.0.0',
      PORT: '9000',
      MESHTALK_DATA: 'env-data',
      MESHTALK_SERVE_APP: 'no',
    };
    const config = parseRelayConfig(
      ['--host', '::1', '--port=0', '--data', 'flag-data', '--serve-app'],
      env,
      cwd,
    );
    expect(config.host).toBe('::1');
    expect(config.port).toBe(0);
    expect(config.dataDir).toBe(path.resolve(cwd, 'flag-data'));
    expect(config.serveApp).toBe(true);
  });

  it('treats an empty environment variable as unset', () => {
    expect(parseRelayConfig([], { PORT: '', HOST: ' ' }, cwd)).toMatchObject({
      port: 8765,
      host: '127.0.0.1',
    });
  });

  it('turns a switch off with --no-<name> or an explicit value', () => {
    expect(parseRelayConfig(['--no-serve-app'], {}, cwd).serveApp).toBe(false);
    expect(parseRelayConfig(['--serve-app=0'], { MESHTALK_SERVE_APP: 'yes' }, cwd).serveApp).toBe(
      false,
    );
  });

  it('rejects unknown options and options without a value', () => {
    expect(() => parseRelayConfig(['--prot', '80'], {}, cwd)).toThrow(/Unknown option "--prot"/);
    expect(() => parseRelayConfig(['--port'], {}, cwd)).toThrow(/--port needs a value/);
    expect(() => parseRelayConfig(['--no-port'], {}, cwd)).toThrow(RelayConfigError);
  });

  it('names the bad port, whether it came from a flag or the environment', () => {
    expect(() => parseRelayConfig(['--port', 'http'], {}, cwd)).toThrow(/Invalid port "http"/);
    expect(() => parseRelayConfig([], { PORT: '70000' }, cwd)).toThrow(/Invalid port "70000"/);
  });
});

describe('parsePort', () => {
  it.each([
    ['0', 0],
    ['8765', 8765],
    ['65535', 65535],
    [' 80 ', 80],
  ])('accepts %j', (text, port) => {
    expect(parsePort(text)).toBe(port);
  });

  it.each(['', '-1', '65536', '80.5', '1e3', '0x50', 'eighty', '123456'])('rejects %j', (text) => {
    expect(() => parsePort(text)).toThrow(RelayConfigError);
  });
});

describe('parseBoolean', () => {
  it.each(['false', '0', 'no', 'off', 'FALSE', ' Off '])('reads %j as false', (text) => {
    expect(parseBoolean(text, 'x')).toBe(false);
  });

  it.each(['true', '1', 'yes', 'on', 'TRUE'])('reads %j as true', (text) => {
    expect(parseBoolean(text, 'x')).toBe(true);
  });

  it('rejects anything else instead of guessing', () => {
    expect(() => parseBoolean('nope', 'serve-app')).toThrow(/Invalid serve-app "nope"/);
  });
});

describe('parsePeers', () => {
  it('splits, trims, deduplicates and adds the /gun path when missing', () => {
    expect(
      parsePeers(' http://a.example:8765 ,wss://b.example/gun,, http://a.example:8765/gun'),
    ).toEqual(['http://a.example:8765/gun', 'wss://b.example/gun']);
  });

  it('rejects what is not an http(s) or ws(s) URL', () => {
    expect(() => parsePeers('a.example:8765')).toThrow(/Invalid peer URL/);
    expect(() => parsePeers('ftp://a.example/gun')).toThrow(/Invalid peer URL/);
  });
});
