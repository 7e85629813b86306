import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCore } from '../../boot/core-context.ts';
import { useRefusalText } from '../../ui/use-refusal-text.ts';
import { useToast } from '../../ui/use-toast.ts';

/**
 * On every screen while signed in: history another of my devices sends this one is taken by
 * itself; this says when it starts coming, when it has come, and when it could not be taken.
 */
export function LinkWatch() {
  const { t } = useTranslation('devices');
  const { link } = useCore();
  const toast = useToast();
  const refusalText = useRefusalText();

  useEffect(() => {
    let told = false;
    return link.subscribe((event) => {
      if (event.type === 'receiving') {
        if (!told) toast(t('link.receiving'), { duration: 4_000 });
        told = true;
      } else if (event.type === 'received') {
        told = false;
        toast(t('link.received', { count: event.summary.newMessages }), { color: 'success' });
      } else {
        told = false;
        const text = refusalText('migration-import', event.error, t('link.failed'));
        toast(text, { color: 'danger' });
      }
    });
  }, [link, refusalText, t, toast]);
  return null;
}
