/**
 * Namespaced debug logging, off unless switched on: in Node with MESHTALK_DEBUG=ns1,ns2 (or *),
 * in the browser with the same value in the `meshtalk:debug` storage key read by the app.
 */
let enabled: string[] = [];

export function setDebugNamespaces(spec: string | undefined): void {
  enabled = (spec ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export type Logger = (message: string, ...details: unknown[]) => void;

export function debug(namespace: string): Logger {
  return (message, ...details) => {
    if (enabled.includes('*') || enabled.includes(namespace)) {
      console.warn(`[${namespace}] ${message}`, ...details);
    }
  };
}

setDebugNamespaces(typeof process !== 'undefined' ? process.env['MESHTALK_DEBUG'] : undefined);
