import { useEffect, useState } from 'react';
import type { AiServices } from '@core/ai/ai-services.ts';
import { debug } from '@core/util/log.ts';
import { useCore, useSession } from '../../../boot/core-context.ts';
import { perUser } from './per-user.ts';

const log = debug('ai');

const loaded = new WeakSet<Promise<void>>();

/** Settings, templates and auto-reply config read once per user (a sign-in may follow a wipe). */
export const aiLoaded = perUser((ai: AiServices) => {
  const promise = ai.load().catch((error: unknown) => {
    log('reading the AI settings failed: %o', error);
  });
  void promise.then(() => loaded.add(promise));
  return promise;
});

/** The AI services once their stored settings are read; the screens wait for this. */
export function useAiReady(): boolean {
  const { ai } = useCore();
  const pub = useSession()?.pub ?? '';
  const promise = aiLoaded(ai, pub);
  const [ready, setReady] = useState<Promise<void> | null>(() =>
    loaded.has(promise) ? promise : null,
  );
  useEffect(() => {
    let live = true;
    void promise.then(() => live && setReady(promise));
    return () => {
      live = false;
    };
  }, [promise]);
  return ready === promise;
}
