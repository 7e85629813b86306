import { useTranslation } from 'react-i18next';
import { clearClearableGroups, clearTableGroup } from '@core/store/storage-report.ts';
import type { TableGroupId } from '@core/store/table-groups.ts';
import { ok } from '@core/util/result.ts';
import { useCore } from '../../boot/core-context.ts';
import { useAction } from '../../ui/use-action.ts';
import { useRefusalText } from '../../ui/use-refusal-text.ts';
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
export function useClearStorage(after: () => void): StorageClearing {
  const { t } = useTranslation('storage');
  const core = useCore();
  const refusalText = useRefusalText();
  const options = {
    // Refused only without a session, which this signed-in screen never lacks: a failure here.
    clearChats: async () => {
      const cleared = await core.chat.clearAllChats();
      if (!cleared.ok) throw new Error(cleared.error);
    },
  };
  const group = useAction(
    async (id: TableGroupId) => {
      const cleared = await clearTableGroup(core.db, id, options);
      return cleared.ok ? ok(id) : cleared;
    },
    {
      what: 'clearing a table group',
      successText: (id) => t('toast.groupCleared', { store: t(`groups.${id}.name`) }),
      failureText: (failure) => refusalText('storage', failure, t('toast.groupFailed')),
    },
  );
  const all = useAction(() => clearClearableGroups(core.db, options), {
    what: 'clearing every group',
    successText: t('toast.allCleared'),
    failureText: t('toast.allFailed'),
  });
  const cache = useAction(clearCaches, {
    what: 'clearing the caches',
    successText: t('toast.cacheCleared'),
    failureText: t('toast.cacheFailed'),
  });

  // Even a failed clearing may have removed some records.
  const thenReread =
    <A extends unknown[]>(run: (...args: A) => Promise<unknown>) =>
    async (...args: A) => {
      await run(...args);
      after();
    };
  return {
    busy: group.busy || all.busy || cache.busy,
    clearGroup: thenReread(group.run),
    clearAll: thenReread(all.run),
    clearCache: thenReread(cache.run),
  };
}
