/** The last text the scanner read on this device while the app is open: /scanresult shows it. */
let last: string | null = null;

export const lastScan = (): string | null => last;

export function rememberScan(text: string): void {
  last = text;
}
