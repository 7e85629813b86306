import { SYNC_CODE_PREFIX } from '@core/scan/scan-content.ts';

/** The import page with a scanned sync code filled in. */
export const migrationImportPath = (code: string): string =>
  `/migrationimport?code=${encodeURIComponent(code)}`;

/** What the exporting device shows as QR: the scanner opens the import with it. */
export const syncCodeQrText = (code: string): string => `${SYNC_CODE_PREFIX}${code}`;
