import {
  DatabaseError,
  DatabaseInUseError,
  StorageFullError,
  toDatabaseError,
} from '@core/store/errors.ts';
import type { SerializedError } from './protocol.ts';

export function serializeError(error: unknown): SerializedError {
  const mapped = toDatabaseError(error);
  const serialized: SerializedError = { name: mapped.name, message: mapped.message };
  if (mapped.code !== undefined) serialized.code = mapped.code;
  if (mapped.cause instanceof Error) {
    serialized.cause = { name: mapped.cause.name, message: mapped.cause.message };
  }
  return serialized;
}

export function deserializeError(serialized: SerializedError): DatabaseError {
  const options = {
    code: serialized.code,
    cause: serialized.cause && Object.assign(new Error(serialized.cause.message), serialized.cause),
  };
  switch (serialized.name) {
    case 'StorageFullError':
      return new StorageFullError(serialized.message, options);
    case 'DatabaseInUseError':
      return new DatabaseInUseError(serialized.message, options);
    default:
      return new DatabaseError(serialized.message, options);
  }
}
