/**
 * Namespaced debug logging, off unless switched on: in Node with MESHTALK_DEBUG=ns1,ns2 (or *),
 * in the browser with the same value in the `meshtalk:debug` storage key read by the app.
 * Whether on or not, the last lines are kept in a small ring for the storage monitor's log,
 * without their details: no message content, keys or IDs, only the line and an error's class.
 */
let enabled: string[] = [];

export function setDebugNamespaces(spec: string | undefined): void {
  enabled = (spec ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export type Logger = (message: string, ...details: unknown[]) => void;

export interface LogLine {
  readonly at: number;
  readonly namespace: string;
  readonly text: string;
}

export const LOG_RING_SIZE = 200;
const ring: LogLine[] = [];

/** A detail as the ring shows it: an error's class name, anything else elided. */
const redact = (detail: unknown): string => (detail instanceof Error ? `[${detail.name}]` : '…');

function remember(namespace: string, message: string, details: readonly unknown[]): void {
  let next = 0;
  const text = message.replace(/%[sodifjO]/g, () => redact(details[next++]));
  ring.push({ at: Date.now(), namespace, text });
  if (ring.length > LOG_RING_SIZE) ring.splice(0, ring.length - LOG_RING_SIZE);
}

/** The last lines logged, oldest first (at most LOG_RING_SIZE). */
export const recentLogLines = (): readonly LogLine[] => [...ring];

export function clearLogLines(): void {
  ring.length = 0;
}

export function debug(namespace: string): Logger {
  return (message, ...details) => {
    remember(namespace, message, details);
    if (enabled.includes('*') || enabled.includes(namespace)) {
      console.warn(`[${namespace}] ${message}`, ...details);
    }
  };
}

setDebugNamespaces(typeof process !== 'undefined' ? process.env['MESHTALK_DEBUG'] : undefined);
