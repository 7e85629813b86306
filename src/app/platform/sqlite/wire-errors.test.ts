import { describe, expect, it } from 'vitest';
import { DatabaseError, DatabaseInUseError, StorageFullError } from '@core/store/errors.ts';
import { deserializeError, serializeError } from './wire-errors.ts';

/** What a structured clone does to the serialized form. */
const roundTrip = (error: unknown) => deserializeError(structuredClone(serializeError(error)));

describe('errors across postMessage', () => {
  it('come back as the same class with message, code and cause', () => {
    const sqliteFull = Object.assign(new Error('database or disk is full'), { resultCode: 13 });
    const full = roundTrip(sqliteFull);
    expect(full).toBeInstanceOf(StorageFullError);
    expect(full.code).toBe(13);
    expect((full.cause as Error).message).toBe('database or disk is full');
    expect(roundTrip(new DatabaseInUseError('busy'))).toBeInstanceOf(DatabaseInUseError);
    const other = roundTrip(new Error('no such table: x'));
    expect(other).toBeInstanceOf(DatabaseError);
    expect(other).not.toBeInstanceOf(StorageFullError);
    expect(other.message).toBe('no such table: x');
  });
});
