import { describe, expect, it } from 'vitest';
import { isSealedBox, open, PBKDF2_ITERATIONS, seal } from './vault.ts';

describe('password vault', () => {
  it('opens with the right password only', async () => {
    const box = await seal('secret text', 'correct horse', 1_000);
    expect(await open(box, 'correct horse')).toBe('secret text');
    expect(await open(box, 'wrong horse')).toBeNull();
  });

  it('keeps no plaintext and salts every box', async () => {
    const a = await seal('secret text', 'pw', 1_000);
    const b = await seal('secret text', 'pw', 1_000);
    expect(JSON.stringify(a)).not.toContain('secret');
    expect(a.salt).not.toBe(b.salt);
    expect(a.ciphertext).not.toBe(b.ciphertext);
  });

  it('refuses a tampered ciphertext', async () => {
    const box = await seal('secret text', 'pw', 1_000);
    const flipped = box.ciphertext.startsWith('A')
      ? `B${box.ciphertext.slice(1)}`
      : `A${box.ciphertext.slice(1)}`;
    expect(await open({ ...box, ciphertext: flipped }, 'pw')).toBeNull();
  });

  it('uses at least 300,000 PBKDF2 iterations by default', async () => {
    expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(300_000);
    const box = await seal('x', 'pw');
    expect(box.iterations).toBe(PBKDF2_ITERATIONS);
  });

  it('recognises only well-formed boxes with a real iteration count', () => {
    expect(
      isSealedBox({ v: 1, kdf: 'PBKDF2-SHA256', iterations: 10, salt: '', iv: '', ciphertext: '' }),
    ).toBe(false);
    expect(isSealedBox(null)).toBe(false);
    expect(
      isSealedBox({
        v: 1,
        kdf: 'PBKDF2-SHA256',
        iterations: 310_000,
        salt: 'a',
        iv: 'b',
        ciphertext: 'c',
      }),
    ).toBe(true);
  });
});
