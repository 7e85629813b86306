/** What the scan screen's result dialog shows while or after a scanned code is handled. */
export type ScanView =
  | { readonly kind: 'text'; readonly text: string; readonly cut: boolean }
  | { readonly kind: 'opened'; readonly url: string }
  | { readonly kind: 'checking'; readonly domain: string }
  | { readonly kind: 'unreachable'; readonly domain: string }
  | { readonly kind: 'joining' };
