import { ChatNotice, type AiErrorCode } from './ai-notices.ts';

export type AiErrorKind =
  /** The service could not be reached (refused, DNS, CORS, offline). */
  | 'connection'
  /** The service answered with a non-ok HTTP status. */
  | 'http'
  /** Stopped by the user. */
  | 'cancelled'
  /** No data within the allowed time. */
  | 'timeout'
  /** The answer could not be understood, or a stream broke off. */
  | 'invalid'
  /** The service reported an error inside an otherwise ok answer. */
  | 'service'
  /** Refused before anything was sent (no model, no name, another pull running). */
  | 'rejected';

/**
 * Every failure of the AI layer. `code` says what to tell the user; `detail` keeps what the server
 * or the network said (shown after the code's text, and in the debug panel).
 */
export class AiError extends Error {
  override name = 'AiError';

  constructor(
    readonly kind: AiErrorKind,
    readonly code: AiErrorCode,
    readonly detail = '',
    readonly status?: number,
  ) {
    super(detail ? `${code}: ${detail}` : code);
  }
}

/** A non-ok answer: the server's `{error}` as detail, else the spec's 'HTTP {status}: {statusText}'. */
export class AiHttpError extends AiError {
  constructor(status: number, statusText: string, serverError: string) {
    super('http', ChatNotice.serviceError, serverError || `HTTP ${status}: ${statusText}`, status);
  }
}

export const isAbortError = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');

/** Whatever fetch, ollama-js or the stream threw, as an AiError. */
export function toAiError(error: unknown): AiError {
  if (error instanceof AiError) return error;
  if (isAbortError(error)) return new AiError('cancelled', ChatNotice.cancelled);
  const detail = error instanceof Error ? error.message : String(error);
  // fetch rejects with a TypeError for refused connections, DNS failures and CORS.
  if (error instanceof TypeError)
    return new AiError('connection', ChatNotice.connectFailed, detail);
  if (/did not receive done or success/i.test(detail)) {
    return new AiError('invalid', ChatNotice.invalidReply, detail);
  }
  if (error instanceof SyntaxError) return new AiError('invalid', ChatNotice.invalidReply, detail);
  // ollama-js throws a plain Error for an `{error}` line inside a stream.
  return new AiError('service', ChatNotice.serviceError, detail);
}
