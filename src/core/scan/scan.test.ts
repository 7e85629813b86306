import { describe, expect, it } from 'vitest';
import { DOMAIN_SUFFIXES, hasKnownSuffix } from './domain-suffixes.ts';
import { probeDomain, type Probe } from './probe-domain.ts';
import { QR_CAPACITY, fitsInQr } from './qr-capacity.ts';
import { SCAN_LIMITS, classifyScan, webAddress } from './scan-content.ts';

const PUB = `${'a'.repeat(43)}.${'B_-9'.repeat(10)}xyz`;
const KEY = JSON.stringify({ pub: PUB, priv: 'p', epub: 'e', epriv: 'f' });

describe('classifyScan', () => {
  it('reads an ID after pubkey:, trimmed', () => {
    expect(classifyScan(`pubkey:${PUB}`)).toEqual({ kind: 'pubkey', pub: PUB });
    expect(classifyScan(`  pubkey: ${PUB}\n`)).toEqual({ kind: 'pubkey', pub: PUB });
  });

  it('shows a pubkey: without a valid ID as text', () => {
    expect(classifyScan('pubkey:nope')).toEqual({ kind: 'text', text: 'pubkey:nope', cut: false });
    expect(classifyScan('pubkey:')).toMatchObject({ kind: 'text' });
  });

  it('hands a keypair: text whole to the rooms service', () => {
    expect(classifyScan(`keypair:${KEY}`)).toEqual({ kind: 'keypair', key: `keypair:${KEY}` });
    expect(classifyScan('keypair:')).toEqual({ kind: 'keypair', key: 'keypair:' });
  });

  it('opens a sync code for import, and takes nothing long as one', () => {
    const code = 'ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345-6789';
    expect(classifyScan(`meshtalk-sync:${code}`)).toEqual({ kind: 'sync-code', code });
    expect(classifyScan('meshtalk-sync:')).toMatchObject({ kind: 'text' });
    expect(classifyScan(`meshtalk-sync:${'A'.repeat(65)}`)).toMatchObject({ kind: 'text' });
  });

  it('compares a safety number of sixty digits, and nothing else', () => {
    const digits = '0123456789'.repeat(6);
    expect(classifyScan(`meshtalk-safety-number:${digits}`)).toEqual({
      kind: 'safety-number',
      digits,
    });
    expect(classifyScan(`meshtalk-safety-number:${digits}0`)).toMatchObject({ kind: 'text' });
    expect(classifyScan(`meshtalk-safety-number:${'x'.repeat(60)}`)).toMatchObject({
      kind: 'text',
    });
  });

  it('takes the prefixes in order and only at the start', () => {
    expect(classifyScan(`pubkey:keypair:${KEY}`)).toMatchObject({ kind: 'text' });
    expect(classifyScan(`see pubkey:${PUB}`)).toMatchObject({ kind: 'text' });
    expect(classifyScan(`PUBKEY:${PUB}`)).toMatchObject({ kind: 'text' });
  });

  it('opens https addresses and asks about http ones', () => {
    expect(classifyScan('https://example.com/a?b=1#c')).toEqual({
      kind: 'https',
      url: 'https://example.com/a?b=1#c',
    });
    expect(classifyScan('HTTPS://Example.COM')).toEqual({
      kind: 'https',
      url: 'https://example.com/',
    });
    expect(classifyScan('http://example.org/x')).toEqual({
      kind: 'http',
      url: 'http://example.org/x',
    });
    expect(classifyScan('https://127.0.0.1:8443/')).toMatchObject({ kind: 'https' });
    expect(classifyScan('https://localhost')).toMatchObject({ kind: 'https' });
  });

  it('probes bare addresses that end in a known suffix', () => {
    expect(classifyScan('Example.com')).toEqual({
      kind: 'domain',
      domain: 'example.com',
      https: 'https://example.com/',
      http: 'http://example.com/',
    });
    expect(classifyScan('www.example.io:8080/path?q=1')).toEqual({
      kind: 'domain',
      domain: 'www.example.io',
      https: 'https://www.example.io:8080/path?q=1',
      http: 'http://www.example.io:8080/path?q=1',
    });
    expect(classifyScan('notes.txt')).toMatchObject({ kind: 'text' });
    expect(classifyScan('printer.local')).toMatchObject({ kind: 'text' });
    expect(classifyScan('hello world.com')).toMatchObject({ kind: 'text' });
  });

  it('shows hostile and odd content as text, never as something to open', () => {
    for (const hostile of [
      'javascript:alert(1)',
      'JavaScript://example.com/%0aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'https://user:pass@example.com/',
      'https://exa mple.com/',
      'https://',
      'ftp://example.com/',
      'https://example.com/ <script>',
      '//example.com/path',
    ]) {
      expect(classifyScan(hostile), hostile).toEqual({ kind: 'text', text: hostile, cut: false });
    }
  });

  it('cuts huge text and never opens or joins from it', () => {
    const huge = `https://example.com/${'a'.repeat(SCAN_LIMITS.maxText)}`;
    const target = classifyScan(huge);
    expect(target).toEqual({ kind: 'text', text: huge.slice(0, SCAN_LIMITS.maxText), cut: true });
    expect(classifyScan(`pubkey:${PUB}${' '.repeat(SCAN_LIMITS.maxText)}x`)).toMatchObject({
      kind: 'text',
      cut: true,
    });
  });

  it('shows addresses over the URL cap as text', () => {
    const long = `https://example.com/${'a'.repeat(SCAN_LIMITS.maxUrl)}`;
    expect(classifyScan(long)).toMatchObject({ kind: 'text', cut: false });
    expect(classifyScan(`example.com/${'a'.repeat(SCAN_LIMITS.maxUrl)}`)).toMatchObject({
      kind: 'text',
    });
  });

  it('shows plain text as it is', () => {
    expect(classifyScan('你好，世界')).toEqual({ kind: 'text', text: '你好，世界', cut: false });
    expect(classifyScan('')).toEqual({ kind: 'text', text: '', cut: false });
  });
});

describe('webAddress', () => {
  it('accepts absolute http(s) addresses with a host and no credentials', () => {
    expect(webAddress('https://a.b.example.app/')).toEqual({
      url: 'https://a.b.example.app/',
      secure: true,
    });
    expect(webAddress('http://[::1]:8765/x')).toEqual({
      url: 'http://[::1]:8765/x',
      secure: false,
    });
    expect(webAddress('https://exa_mple.com/')).toBeNull();
    expect(webAddress('https:example.com')).toBeNull();
    expect(webAddress('mailto:a@example.com')).toBeNull();
  });
});

describe('domain suffixes', () => {
  it('knows the spec’s 57 to 60 suffixes, each once, the common ones among them', () => {
    expect(DOMAIN_SUFFIXES.length).toBeGreaterThanOrEqual(57);
    expect(DOMAIN_SUFFIXES.length).toBeLessThanOrEqual(60);
    expect(new Set(DOMAIN_SUFFIXES).size).toBe(DOMAIN_SUFFIXES.length);
    for (const suffix of ['com', 'org', 'io', 'app', 'net', 'cn', 'dev']) {
      expect(DOMAIN_SUFFIXES).toContain(suffix);
    }
  });

  it('needs a name before the suffix', () => {
    expect(hasKnownSuffix('example.COM')).toBe(true);
    expect(hasKnownSuffix('.com')).toBe(false);
    expect(hasKnownSuffix('com')).toBe(false);
    expect(hasKnownSuffix('example.invalid')).toBe(false);
  });
});

describe('probeDomain', () => {
  const target = {
    kind: 'domain',
    domain: 'example.com',
    https: 'https://example.com/',
    http: 'http://example.com/',
  } as const;

  const probeOf =
    (answering: readonly string[], asked: string[] = []): Probe =>
    (url, init) => {
      asked.push(`${init.method ?? ''} ${init.mode ?? ''} ${url}`);
      return answering.includes(url) ? Promise.resolve({}) : Promise.reject(new TypeError('down'));
    };

  it('tries https first with HEAD in no-cors mode', async () => {
    const asked: string[] = [];
    expect(await probeDomain(target, probeOf([target.https, target.http], asked))).toEqual({
      reachable: 'https',
      url: target.https,
    });
    expect(asked).toEqual(['HEAD no-cors https://example.com/']);
  });

  it('falls back to http, then to none', async () => {
    expect(await probeDomain(target, probeOf([target.http]))).toEqual({
      reachable: 'http',
      url: target.http,
    });
    expect(await probeDomain(target, probeOf([]))).toEqual({ reachable: null });
  });

  it('counts a probe that never answers as unreachable', async () => {
    const silent: Probe = () => new Promise(() => undefined);
    expect(await probeDomain(target, silent, 20)).toEqual({ reachable: null });
  });
});

describe('fitsInQr', () => {
  it('allows each mode up to its capacity at level L', () => {
    expect(fitsInQr('1'.repeat(QR_CAPACITY.numeric))).toBe(true);
    expect(fitsInQr('1'.repeat(QR_CAPACITY.numeric + 1))).toBe(false);
    expect(fitsInQr('A'.repeat(QR_CAPACITY.alphanumeric))).toBe(true);
    expect(fitsInQr('A'.repeat(QR_CAPACITY.alphanumeric + 1))).toBe(false);
    expect(fitsInQr('a'.repeat(QR_CAPACITY.bytes))).toBe(true);
    expect(fitsInQr('a'.repeat(QR_CAPACITY.bytes + 1))).toBe(false);
  });

  it('counts UTF-8 bytes of other text', () => {
    expect(fitsInQr('码'.repeat(984))).toBe(true);
    expect(fitsInQr('码'.repeat(985))).toBe(false);
    expect(fitsInQr('')).toBe(true);
  });
});
