import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactService } from '@core/contacts/contact-service.ts';
import { useCore } from '../../boot/core-context.ts';
import { useAction } from '../../ui/use-action.ts';
import { useContactQuery } from '../contacts/public.ts';
import { useFeedback } from '../../ui/use-feedback.ts';
import { useRefusalText } from '../../ui/use-refusal-text.ts';

export interface BlockState {
  readonly blocked: boolean;
  readonly loaded: boolean;
  readonly busy: boolean;
  readonly setBlocked: (blocked: boolean) => Promise<void>;
}

/** Whether `pub` is on my blacklist (live), and the switch to change it. */
export function useBlock(pub: string): BlockState {
  const { contacts } = useCore();
  const { t } = useTranslation('contacts');
  const feedback = useFeedback();
  const refusalText = useRefusalText();
  const read = useCallback((c: ContactService) => c.isBlocked(pub), [pub]);
  const blocked = useContactQuery(read, false);

  const { run: setBlocked, busy } = useAction(
    async (block: boolean) => {
      if (block) {
        const result = await contacts.block(pub);
        if (!result.ok) return feedback.error(refusalText('contacts', result.error));
        feedback.success(t('blacklist.added'));
      } else {
        await contacts.unblock(pub);
        feedback.success(t('blacklist.removed'));
      }
    },
    { what: 'changing the blacklist' },
  );

  return { blocked: blocked.value, loaded: blocked.loaded, busy, setBlocked };
}
