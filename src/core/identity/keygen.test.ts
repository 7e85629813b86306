import { describe, expect, it } from 'vitest';
import { generateKeyPair } from './keygen.ts';

describe('generateKeyPair', () => {
  it('returns a full SEA pair', async () => {
    const result = await generateKeyPair();
    expect(result.ok).toBe(true);
    if (result.ok)
      expect(Object.keys(result.value).sort()).toEqual(['epriv', 'epub', 'priv', 'pub']);
  });

  it('retries until an attempt yields every field', async () => {
    let calls = 0;
    const result = await generateKeyPair({
      generate: () =>
        Promise.resolve(
          ++calls < 3 ? { pub: 'p' } : { pub: 'p', priv: 'q', epub: 'e', epriv: 'f' },
        ),
    });
    expect(calls).toBe(3);
    expect(result.ok).toBe(true);
  });

  it('reports missing fields after five incomplete attempts', async () => {
    let calls = 0;
    const result = await generateKeyPair({
      generate: () => Promise.resolve(calls++ >= 0 ? { pub: 'p' } : undefined),
    });
    expect(calls).toBe(5);
    expect(result).toEqual({ ok: false, error: 'missing-fields' });
  });

  it('gives up with "failed" when every attempt times out', async () => {
    const result = await generateKeyPair({
      attempts: 2,
      timeoutMs: 20,
      generate: () => new Promise(() => undefined),
    });
    expect(result).toEqual({ ok: false, error: 'failed' });
  });
});
