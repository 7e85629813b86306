/** What other features may use of migration: the import page with a scanned sync code. */
export { migrationImportPath } from './migration-paths.ts';
export { MigrationProgressView } from './migration-progress.tsx';
