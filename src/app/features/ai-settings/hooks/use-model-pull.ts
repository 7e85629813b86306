import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toAiError } from '@core/ai/ai-error.ts';
import type { PullProgress } from '@core/ai/pull-progress.ts';
import { useCore } from '../../../boot/core-context.ts';
import { useToast } from '../../../ui/use-toast.ts';
import { aiNoticeText, pullStageText, useModelList } from '../../ai-chat/public.ts';

/** After this long without a progress line, the card says it is waiting for data. */
const STALL_HINT_MS = 10_000;

export interface ModelPull {
  /** The running pull, or the last one's end state (kept on screen until the next pull). */
  progress: PullProgress | null;
  running: boolean;
  /** Seconds since the last progress line, once that is long enough to mention. */
  stalledFor: number;
  start: (name: string) => void;
  cancel: () => void;
}

/** Pulls one model at a time, with live progress, cancel, and the spec's outcome toasts. */
export function useModelPull(): ModelPull {
  const { ai } = useCore();
  const { t } = useTranslation('ai');
  const toast = useToast();
  const { refresh } = useModelList();
  const [progress, setProgress] = useState<PullProgress | null>(() => ai.models.pulling);
  const [running, setRunning] = useState(() => ai.models.pulling !== null);
  const [lastLineAt, setLastLineAt] = useState(0);
  const [now, setNow] = useState(0);

  useEffect(
    () =>
      ai.models.subscribe((next) => {
        setRunning(next !== null);
        if (next) {
          setProgress(next);
          setLastLineAt(Date.now());
        }
      }),
    [ai],
  );

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [running]);

  const start = useCallback(
    (name: string) => {
      let handle;
      try {
        handle = ai.models.pull(name);
      } catch (error) {
        toast(aiNoticeText(t, toAiError(error).code), { color: 'warning' });
        return;
      }
      void handle.done.then((result) => {
        toast(pullStageText(t, result.stage), {
          color: result.ok ? 'success' : result.stage === 'cancelled' ? 'medium' : 'danger',
        });
        if (result.ok) void refresh();
      });
    },
    [ai, refresh, t, toast],
  );

  const cancel = useCallback(() => ai.models.cancelPull(), [ai]);
  const idleFor = running && lastLineAt > 0 ? now - lastLineAt : 0;
  const stalledFor = idleFor >= STALL_HINT_MS ? Math.floor(idleFor / 1000) : 0;
  return { progress, running, stalledFor, start, cancel };
}
