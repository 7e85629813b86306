import type { Result } from '../../src/core/util/result.ts';

/** The value of an operation the test expects to go through; a refusal fails with its code. */
export async function accepted<T>(pending: Promise<Result<T, unknown>>): Promise<T> {
  const result = await pending;
  if (!result.ok) throw new Error(`refused: ${String(result.error)}`);
  return result.value;
}

/** 'ok' for an operation that went through, else the code it was refused with. */
export async function codeOf(pending: Promise<Result<unknown, string>>): Promise<string> {
  const result = await pending;
  return result.ok ? 'ok' : result.error;
}
