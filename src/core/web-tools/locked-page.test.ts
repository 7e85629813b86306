import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64 } from '../crypto/base64.ts';
import { PBKDF2_ITERATIONS, isSealedBox, type SealedBox } from '../crypto/vault.ts';
import { accepted } from '../../../test/support/result.ts';
import {
  LOCKED_PAGE_LINK_PREFIX,
  LOCKED_PAGE_MAX_BYTES,
  lockedPageLink,
  type LockedPageTexts,
} from './locked-page.ts';

const TEXTS: LockedPageTexts = {
  language: 'en',
  title: 'Locked <page>',
  sumPrompt: 'Answer the sum',
  sumAnswer: 'Your answer',
  sumWrong: 'Wrong answer',
  next: 'Next',
  passwordPrompt: 'Password',
  unlock: 'Unlock',
  unlocking: 'Unlocking',
  wrongPassword: 'Wrong password',
};

const CONTENT = 'Meet at the old bridge 🌉 at nine — 在老桥见面';
const PASSWORD = 'correct horse battery staple';

type OpenLocked = (box: SealedBox, password: string) => Promise<string | null>;

const pageOf = (link: string) =>
  new TextDecoder().decode(base64ToBytes(link.slice(LOCKED_PAGE_LINK_PREFIX.length)));

function boxOf(html: string): SealedBox {
  const json = /<script id="locked-box" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
  const box: unknown = JSON.parse(json ?? 'null');
  if (!isSealedBox(box)) throw new Error('no sealed box in the page');
  return box;
}

/**
 * The page's own decryptor, taken from its first script and run here. With `webCrypto` false
 * it sees no `crypto.subtle`, as in a Chromium tab showing a `data:` page.
 */
function decryptorOf(html: string, webCrypto: boolean): OpenLocked {
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error('no script in the page');
  const crypto = webCrypto ? globalThis.crypto : {};
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page's script, as a browser runs it
  const run = new Function('crypto', `${script}\nreturn openLocked;`) as (c: object) => OpenLocked;
  return run(crypto);
}

describe('lockedPageLink', () => {
  it('makes a data:text/html page that opens with the password, in script and with WebCrypto', async () => {
    const link = await accepted(lockedPageLink(CONTENT, PASSWORD, TEXTS));
    expect(link.startsWith(LOCKED_PAGE_LINK_PREFIX)).toBe(true);
    const html = pageOf(link);
    const box = boxOf(html);
    expect(await decryptorOf(html, false)(box, PASSWORD)).toBe(CONTENT);
    expect(await decryptorOf(html, true)(box, PASSWORD)).toBe(CONTENT);
  });

  it('opens long content under a password longer than a hash block', async () => {
    const content = `${'新しい 🌉 line\n'.repeat(300)}end`;
    const password = '密码'.repeat(40);
    const html = pageOf(await accepted(lockedPageLink(content, password, TEXTS)));
    expect(await decryptorOf(html, false)(boxOf(html), password)).toBe(content);
  });

  it('opens nothing with a wrong password or an altered ciphertext', async () => {
    const html = pageOf(await accepted(lockedPageLink(CONTENT, PASSWORD, TEXTS)));
    const box = boxOf(html);
    const altered = base64ToBytes(box.ciphertext);
    altered[0]! ^= 1;
    const tampered = { ...box, ciphertext: bytesToBase64(altered) };
    for (const webCrypto of [false, true]) {
      const openLocked = decryptorOf(html, webCrypto);
      expect(await openLocked(box, `${PASSWORD}!`)).toBeNull();
      expect(await openLocked(box, '')).toBeNull();
      expect(await openLocked(tampered, PASSWORD)).toBeNull();
    }
  });

  it('derives the key with PBKDF2-SHA256 (at least 300,000 rounds, 16-byte salt, 12-byte IV), fresh each time', async () => {
    const first = boxOf(pageOf(await accepted(lockedPageLink(CONTENT, PASSWORD, TEXTS))));
    const second = boxOf(pageOf(await accepted(lockedPageLink(CONTENT, PASSWORD, TEXTS))));
    expect(first.kdf).toBe('PBKDF2-SHA256');
    expect(first.iterations).toBe(PBKDF2_ITERATIONS);
    expect(first.iterations).toBeGreaterThanOrEqual(300_000);
    expect(base64ToBytes(first.salt)).toHaveLength(16);
    expect(base64ToBytes(first.iv)).toHaveLength(12);
    expect(second.salt).not.toBe(first.salt);
    expect(second.iv).not.toBe(first.iv);
    expect(second.ciphertext).not.toBe(first.ciphertext);
  });

  it('keeps the password and the content out of the link in every encoding', async () => {
    const link = await accepted(lockedPageLink(CONTENT, PASSWORD, TEXTS));
    const html = pageOf(link);
    const utf8Base64 = (text: string) => bytesToBase64(new TextEncoder().encode(text));
    for (const secret of [PASSWORD, CONTENT, 'old bridge', 'horse battery']) {
      for (const form of [secret, encodeURIComponent(secret), utf8Base64(secret)]) {
        expect(link).not.toContain(form);
        expect(html).not.toContain(form);
      }
    }
  });

  it('writes the texts as text and keeps the box inside its script element', async () => {
    const html = pageOf(
      await accepted(lockedPageLink(CONTENT, PASSWORD, { ...TEXTS, language: 'zh' })),
    );
    expect(html).toContain('<html lang="zh">');
    expect(html).toContain('<title>Locked &lt;page&gt;</title>');
    expect(html).not.toContain('<page>');
    expect(html).toContain('Content-Security-Policy');
  });

  it('refuses empty content, an empty password and content over the limit', async () => {
    expect(await lockedPageLink('  ', PASSWORD, TEXTS)).toEqual({
      ok: false,
      error: 'empty-content',
    });
    expect(await lockedPageLink(CONTENT, '', TEXTS)).toEqual({
      ok: false,
      error: 'empty-password',
    });
    const tooLong = '字'.repeat(Math.ceil(LOCKED_PAGE_MAX_BYTES / 3) + 1);
    expect(await lockedPageLink(tooLong, PASSWORD, TEXTS)).toEqual({
      ok: false,
      error: 'too-long',
    });
  });

  it('keeps the largest content under the 2 MB address limit', async () => {
    const link = await accepted(lockedPageLink('a'.repeat(LOCKED_PAGE_MAX_BYTES), PASSWORD, TEXTS));
    expect(link.length).toBeLessThan(2 * 1024 * 1024);
  });
});
