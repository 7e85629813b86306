/**
 * What other features may use of migration: the import page with a scanned sync code, and the
 * progress of an export or import (sending history to a device).
 */
export { migrationImportPath } from './migration-paths.ts';
export { MigrationProgressView } from './migration-progress.tsx';
