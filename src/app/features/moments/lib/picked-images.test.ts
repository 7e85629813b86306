import { describe, expect, it } from 'vitest';
import { pickProblem } from './picked-images.ts';

describe('picked pictures', () => {
  it('takes PNG, JPEG and WebP up to 10 MB', () => {
    expect(pickProblem({ type: 'image/png', size: 1_000 })).toBeNull();
    expect(pickProblem({ type: 'image/webp', size: 10 * 1024 * 1024 })).toBeNull();
    expect(pickProblem({ type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 })).toBe('file-size');
    expect(pickProblem({ type: 'image/gif', size: 1_000 })).toBe('file-type');
    expect(pickProblem({ type: 'text/plain', size: 10 })).toBe('file-type');
  });
});
