/**
 * A refused action, thrown with its code and nothing else: the app words the code from its
 * catalogue, the log records it as it is.
 */
export class CodedError<Code extends string> extends Error {
  constructor(readonly code: Code) {
    super(code);
  }
}
