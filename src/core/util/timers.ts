/** Timer functions, injectable so tests can drive the outbox's schedule by hand. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** Node: timers must not keep a process alive on their own. Browsers return numbers. */
function unref(handle: unknown): unknown {
  if (typeof handle === 'object' && handle !== null && 'unref' in handle) {
    (handle as { unref(): void }).unref();
  }
  return handle;
}

export const systemTimers: Timers = {
  setTimeout: (callback, ms) => unref(globalThis.setTimeout(callback, ms)),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => unref(globalThis.setInterval(callback, ms)),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};
