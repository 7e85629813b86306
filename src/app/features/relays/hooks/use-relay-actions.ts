import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCore } from '../../../boot/core-context.ts';
import { useFeedback } from '../../../ui/use-feedback.ts';
import { useRefusalText } from '../../../ui/use-refusal-text.ts';

export interface RelayActions {
  /** Adds the address; resolves to the error text shown, or null once added. */
  readonly add: (input: string) => Promise<string | null>;
  readonly setEnabled: (url: string, enabled: boolean) => Promise<void>;
  /** True once removed. */
  readonly remove: (url: string) => Promise<boolean>;
  readonly saveNote: (url: string, note: string) => Promise<void>;
  readonly test: (url: string) => void;
  readonly testAll: () => void;
  /** Tests the relays that have no reading yet. */
  readonly testUntested: () => void;
}

/** The relay page's actions, each with its toast: done, or why not. */
export function useRelayActions(): RelayActions {
  const { relays } = useCore();
  const { t } = useTranslation('relays');
  const feedback = useFeedback();
  const refusalText = useRefusalText();
  return useMemo(
    () => ({
      async add(input) {
        const result = await relays.add(input);
        if (!result.ok) {
          const text = refusalText('relays', result.error, { relayAction: 'add' });
          feedback.error(text);
          return text;
        }
        feedback.success(t('toast.added'));
        return null;
      },
      async setEnabled(url, enabled) {
        const result = await relays.setEnabled(url, enabled);
        const relayAction = enabled ? 'enable' : 'disable';
        if (result.ok) feedback.success(t(enabled ? 'toast.enabled' : 'toast.disabled'));
        else feedback.error(refusalText('relays', result.error, { relayAction }));
      },
      async remove(url) {
        const result = await relays.remove(url);
        if (result.ok) feedback.success(t('toast.removed'));
        else feedback.error(refusalText('relays', result.error, { relayAction: 'delete' }));
        return result.ok;
      },
      async saveNote(url, note) {
        const result = await relays.setNote(url, note);
        if (result.ok) feedback.success(t('toast.noteSaved'));
        else feedback.error(refusalText('relays', result.error, { relayAction: 'note' }));
      },
      test: (url) => void relays.test(url),
      testAll: () => void relays.testAll(),
      testUntested: () => void relays.testAll({ untestedOnly: true }),
    }),
    [relays, feedback, refusalText, t],
  );
}
