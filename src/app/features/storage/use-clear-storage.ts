import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearClearableGroups, clearTableGroup } from '../../../core/store/storage-report.ts';
import type { TableGroupId } from '../../../core/store/table-groups.ts';
import { useCore } from '../../boot/core-context.ts';
import { useToast } from '../../ui/use-toast.ts';
import { clearCaches } from './lib/browser-storage.ts';

export interface StorageClearing {
  readonly busy: boolean;
  readonly clearGroup: (id: TableGroupId) => Promise<void>;
  readonly clearAll: () => Promise<void>;
  readonly clearCache: () => Promise<void>;
}

/**
 * Clears a group, every clearable group, or the Cache Storage, each saying how it went with the
 * spec's texts; chats go through the chat service, which also keeps cleared messages from coming
 * back. `after` reads the figures again.
 */
export function useClearStorage(after: () => Promise<void>): StorageClearing {
  const { t } = useTranslation('storage');
  const core = useCore();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (work: () => Promise<void>, done: string, failed: string) => {
      setBusy(true);
      try {
        await work();
        toast(done, { color: 'success' });
      } catch (error) {
        console.error('clearing storage failed', error);
        toast(failed, { color: 'danger' });
      } finally {
        setBusy(false);
        await after();
      }
    },
    [after, toast],
  );
  const options = { clearChats: () => core.chat.clearAllChats() };

  return {
    busy,
    clearGroup: (id) =>
      run(
        async () => {
          const cleared = await clearTableGroup(core.db, id, options);
          if (!cleared.ok) throw new Error(cleared.error);
        },
        t('toast.groupCleared', { store: t(`groups.${id}.name`) }),
        t('toast.groupFailed'),
      ),
    clearAll: () =>
      run(
        () => clearClearableGroups(core.db, options),
        t('toast.allCleared'),
        t('toast.allFailed'),
      ),
    clearCache: () => run(clearCaches, t('toast.cacheCleared'), t('toast.cacheFailed')),
  };
}
