import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  REFUSAL_NAMESPACES,
  refusalCodes,
  refusalKey,
  refusalWording,
  sayWording,
  type LetterStep,
  type RefusalDomain,
  type RelayAction,
  type Wording,
} from './use-refusal-text.ts';

const LOCALES = join(import.meta.dirname, '..', 'i18n', 'locales');

type Catalogue = Record<string, unknown>;

const catalogues = (language: string): Record<string, Catalogue> =>
  Object.fromEntries(
    REFUSAL_NAMESPACES.map((namespace) => {
      const path = join(LOCALES, language, `${namespace}.json`);
      return [namespace, JSON.parse(readFileSync(path, 'utf8')) as Catalogue];
    }),
  );

const en = catalogues('en');
const zh = catalogues('zh');

/** The text at a key with its namespace (`chat:errors.notFound`), or undefined. */
function textAt(language: Record<string, Catalogue>, key: string): unknown {
  const [namespace = '', path = ''] = key.split(':');
  return path
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[part]
          : undefined,
      language[namespace],
    );
}

/** Lists every member of a union; the `Record` type makes forgetting one a compile error. */
const every = <T extends string>(members: Record<T, true>): T[] => Object.keys(members) as T[];

const domains = every<RefusalDomain>({
  chat: true,
  delivery: true,
  rooms: true,
  moments: true,
  contacts: true,
  relays: true,
  account: true,
  'migration-export': true,
  'migration-import': true,
  storage: true,
  ai: true,
  'image-generation': true,
  devices: true,
  'device-link': true,
});
const letterSteps = every<LetterStep>({ sendRequest: true, accept: true, removeNotice: true });
const relayActions = every<RelayAction>({
  add: true,
  enable: true,
  disable: true,
  delete: true,
  note: true,
});

/** Every set of values a domain's texts are said with. */
const VARIANTS: Readonly<Record<RefusalDomain, readonly (object | undefined)[]>> = {
  chat: [undefined],
  delivery: [undefined],
  rooms: [{ maxName: 40 }],
  moments: [undefined],
  contacts: [undefined, ...letterSteps.map((letterStep) => ({ letterStep }))],
  relays: relayActions.map((relayAction) => ({ relayAction })),
  account: [undefined],
  'migration-export': [undefined],
  'migration-import': [undefined],
  storage: [undefined],
  ai: [undefined],
  'image-generation': [{ status: 500, detail: 'out of memory' }],
  devices: [undefined],
  'device-link': [undefined],
};

/** A wording and the wordings within it. */
const withCauses = (wording: Wording): Wording[] =>
  wording.cause ? [wording, ...withCauses(wording.cause)] : [wording];

const placeholders = (text: unknown): string[] =>
  typeof text === 'string' ? [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '') : [];

describe.each(domains)('the %s codes', (domain) => {
  const codes = refusalCodes(domain);
  const wordings = codes.flatMap((code) =>
    VARIANTS[domain].map((values) => ({
      code,
      values,
      wording: refusalWording(domain, code, values),
    })),
  );

  it('are worded, each code', () => {
    expect(codes.length).toBeGreaterThan(0);
    expect(wordings.filter(({ wording }) => wording === null)).toEqual([]);
  });

  it.each([
    ['English', en],
    ['Chinese', zh],
  ])('map to keys present in the %s catalogue', (_, language) => {
    const keys = wordings.flatMap(({ wording }) => (wording ? withCauses(wording) : []));
    const missing = keys
      .map(({ key }) => key)
      .filter((key) => {
        const text = textAt(language, key);
        return typeof text !== 'string' || text.trim() === '';
      });
    expect(missing).toEqual([]);
  });

  it('give every placeholder of their texts a value', () => {
    const unfilled = wordings.flatMap(({ code, wording }) =>
      (wording ? withCauses(wording) : []).flatMap(({ key, values, cause }) =>
        placeholders(textAt(en, key))
          .filter((name) => !(name === 'cause' ? cause : values?.[name] !== undefined))
          .map((name) => `${code}: ${key} {{${name}}}`),
      ),
    );
    expect(unfilled).toEqual([]);
  });

  it('use only the namespaces the hook loads', () => {
    const namespaces = new Set<string>(REFUSAL_NAMESPACES);
    const keys = wordings.flatMap(({ wording }) => (wording ? withCauses(wording) : []));
    expect(keys.filter(({ key }) => !namespaces.has(key.split(':')[0] ?? ''))).toEqual([]);
  });
});

describe('refusalWording', () => {
  it('words only a code of the domain', () => {
    expect(refusalWording('chat', new Error('not-found'))).toBeNull();
    expect(refusalWording('chat', 'toString')).toBeNull();
    expect(refusalWording('chat', 'no-relay')).toBeNull();
    expect(refusalWording('delivery', 'no-relay')).toEqual({ key: 'chat:status.reason.no-relay' });
  });

  it('tells a contacts letter that did not leave as the failure of its step', () => {
    expect(refusalWording('contacts', 'offline', { letterStep: 'accept' })).toEqual({
      key: 'contacts:errors.acceptFailed',
      cause: { key: 'contacts:errors.offline' },
    });
    expect(refusalWording('contacts', 'offline')).toEqual({ key: 'contacts:errors.offline' });
  });

  it("says a relay change the device could not store as the action's failure", () => {
    expect(refusalWording('relays', 'storage-failed', { relayAction: 'note' })).toEqual({
      key: 'relays:errors.noteFailed',
    });
  });

  it('words a failed export and a failed import each as its own', () => {
    expect(refusalWording('migration-export', 'failed')?.key).toBe('migration:errors.exportFailed');
    expect(refusalWording('migration-import', 'failed')?.key).toBe('migration:errors.failed');
  });
});

describe('refusalKey', () => {
  it('gives each account code its own text', () => {
    const codes = refusalCodes('account');
    expect(new Set(codes.map((code) => refusalKey('account', code))).size).toBe(codes.length);
  });

  it.each([
    ['empty', 'Please fill in the decryption password and encryption private key.'],
    ['invalid-json', 'Decryption is successful, but the key format is wrong.'],
    ['incomplete', 'The key pair is incomplete.'],
    ['wrong-password', 'Decryption failure or incorrect password'],
    ['no-account', 'No encrypted key pair found'],
    ['missing-fields', 'SEA.pair The necessary fields are missing,please try agin.'],
    ['failed', 'Unable to generate the key,please try agin.'],
    ['alias-empty', 'The name cannot be empty.'],
    ['not-logged-in', 'Please log in first.'],
    ['avatar-file-missing', 'Please select an avatar file first.'],
    ['avatar-file-unreadable', 'Failed to read file'],
  ] as const)('uses the spec text for the account code %s', (code, spec) => {
    expect(textAt(en, refusalKey('account', code))).toBe(spec);
  });
});

describe('sayWording', () => {
  const i18n = i18next.createInstance();
  beforeAll(async () => {
    await i18n.init({
      lng: 'en',
      resources: { en },
      ns: [...REFUSAL_NAMESPACES],
      defaultNS: false,
      interpolation: { escapeValue: false },
    });
  });
  const say = (wording: Wording | null) =>
    wording ? sayWording((key, values) => i18n.t(key, values), wording) : null;

  it('interpolates the limits and the cause', () => {
    expect(say(refusalWording('chat', 'text-too-long'))).toBe(
      'The message is too long (max 20000 characters).',
    );
    expect(say(refusalWording('chat', 'file-too-large'))).toBe(
      'The file is too large (max 10 MB).',
    );
    expect(say(refusalWording('rooms', 'name-too-long', { maxName: 40 }))).toBe(
      'The group name is too long (at most 40 characters).',
    );
    expect(say(refusalWording('contacts', 'offline', { letterStep: 'sendRequest' }))).toBe(
      'Failed to send a friend application: no relay is connected',
    );
  });
});
