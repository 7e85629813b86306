import { useMemo } from 'react';
import { storageReport, type StorageReport } from '@core/store/storage-report.ts';
import type { SqlDatabase } from '@core/store/sql.ts';
import type { Result } from '@core/util/result.ts';
import { useCore } from '../../boot/core-context.ts';
import { settled } from '../../ui/live-query.ts';
import { useLiveQuery } from '../../ui/use-live-query.ts';
import {
  readCacheNames,
  readEstimate,
  readIndexedDb,
  readLocalStorage,
  readMemory,
  readOpfs,
  type EstimateError,
  type IndexedDbInfo,
  type LocalStorageInfo,
  type OpfsInfo,
  type UsageEstimate,
} from './lib/browser-storage.ts';

export interface StorageOverview {
  readonly report: StorageReport | null;
  readonly estimate: Result<UsageEstimate, EstimateError> | null;
  readonly indexedDb: Result<IndexedDbInfo[], 'failed'> | null;
  readonly localStorage: LocalStorageInfo | null;
  readonly opfs: OpfsInfo | null;
  readonly caches: string[] | null;
  readonly memory: number | null;
}

const EMPTY: StorageOverview = {
  report: null,
  estimate: null,
  indexedDb: null,
  localStorage: null,
  opfs: null,
  caches: null,
  memory: null,
};

/** How long chat events are gathered before the counts are read again. */
const EVENT_SETTLE_MS = 300;

async function readOverview(db: SqlDatabase): Promise<StorageOverview> {
  const [report, estimate, indexedDb, opfs, caches] = await Promise.all([
    storageReport(db).catch((error: unknown) => {
      console.warn('storage counts could not be read', error);
      return null;
    }),
    readEstimate(),
    readIndexedDb(),
    readOpfs(),
    readCacheNames(),
  ]);
  return {
    report,
    estimate,
    indexedDb,
    localStorage: readLocalStorage(),
    opfs,
    caches,
    memory: readMemory(),
  };
}

/**
 * Meshtalk's storage as the pages show it: the database's counts per group and the browser's own
 * figures. Read on opening, again after a clear (`reload`) and after chat events.
 */
export function useStorageOverview(): { overview: StorageOverview; reload: () => void } {
  const { db, chat } = useCore();
  const source = useMemo(() => settled(chat, EVENT_SETTLE_MS), [chat]);
  const { value, reload } = useLiveQuery(
    'storage-overview',
    { read: () => readOverview(db), source },
    EMPTY,
  );
  return { overview: value, reload };
}
