import { AI_TEXT } from './ai-texts.ts';

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
 * Every failure of the AI layer. `message` is the text to show (the spec's where it has one);
 * `detail` keeps what the server or the network said, for the debug panel.
 */
export class AiError extends Error {
  override name = 'AiError';

  constructor(
    readonly kind: AiErrorKind,
    message: string,
    readonly detail: string = message,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** A non-ok answer: the spec's 'HTTP {status}: {statusText}', the server's `{error}` as detail. */
export class AiHttpError extends AiError {
  constructor(status: number, statusText: string, serverError: string) {
    super('http', `HTTP ${status}: ${statusText}`, serverError || statusText, status);
  }
}

export const isAbortError = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');

/** Whatever fetch, ollama-js or the stream threw, as an AiError. */
export function toAiError(error: unknown): AiError {
  if (error instanceof AiError) return error;
  if (isAbortError(error)) return new AiError('cancelled', AI_TEXT.cancelled);
  const detail = error instanceof Error ? error.message : String(error);
  // fetch rejects with a TypeError for refused connections, DNS failures and CORS.
  if (error instanceof TypeError) return new AiError('connection', AI_TEXT.connectFailed, detail);
  if (/did not receive done or success/i.test(detail)) {
    return new AiError('invalid', AI_TEXT.invalidReply, detail);
  }
  if (error instanceof SyntaxError) return new AiError('invalid', AI_TEXT.invalidReply, detail);
  // ollama-js throws a plain Error for an `{error}` line inside a stream.
  return new AiError('service', detail, detail);
}
