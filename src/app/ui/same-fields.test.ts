import { describe, expect, it } from 'vitest';
import { sameFields } from './same-fields.ts';

describe('same fields', () => {
  it('finds records read twice equal and any changed, added or missing field different', () => {
    const row = { pub: 'p', name: 'Bob', unread: 2, lastTime: null as number | null };
    expect(sameFields(row, { ...row })).toBe(true);
    expect(sameFields(row, { ...row, unread: 3 })).toBe(false);
    expect(sameFields(row, { ...row, lastTime: 0 })).toBe(false);
    expect(sameFields<object>(row, { ...row, extra: 1 })).toBe(false);
    expect(sameFields<object>({ ...row, extra: undefined }, { ...row, other: undefined })).toBe(
      false,
    );
  });
});
