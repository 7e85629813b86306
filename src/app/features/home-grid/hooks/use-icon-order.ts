import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IconOrderError } from '@core/settings/icon-order.ts';
import type { Result } from '@core/util/result.ts';
import { useCore, useSession } from '../../../boot/core-context.ts';
import { useFeedback } from '../../../ui/use-feedback.ts';

export interface IconOrder {
  /** The grid's icon ids in the user's order. */
  readonly order: readonly string[];
  readonly save: (order: readonly string[]) => void;
  readonly reset: () => void;
}

/**
 * The signed-in user's order of one icon grid (`ids` in their default order), saved on this
 * device at each change, which a toast confirms. A change the device could not keep still shows
 * until the screen is left, with a toast that says it was not saved.
 */
export function useIconOrder(grid: string, ids: readonly string[]): IconOrder {
  const { iconOrder } = useCore();
  const me = useSession()?.pub ?? '';
  const feedback = useFeedback();
  const { t } = useTranslation('home');
  const stored = useMemo(() => iconOrder.read(grid, me, ids), [iconOrder, grid, me, ids]);
  const [changed, setChanged] = useState<{ user: string; order: readonly string[] } | null>(null);

  const apply = useCallback(
    (order: readonly string[], result: Result<string[], IconOrderError>, doneKey: string) => {
      setChanged({ user: me, order: result.ok ? result.value : order });
      if (result.ok) feedback.success(t(doneKey));
      else feedback.error(t('toast.saveFailed'));
    },
    [me, feedback, t],
  );
  const save = useCallback(
    (order: readonly string[]) => apply(order, iconOrder.save(grid, me, order, ids), 'toast.saved'),
    [apply, iconOrder, grid, me, ids],
  );
  const reset = useCallback(
    () => apply(ids, iconOrder.reset(grid, me, ids), 'toast.reset'),
    [apply, iconOrder, grid, me, ids],
  );

  return { order: changed?.user === me ? changed.order : stored, save, reset };
}
