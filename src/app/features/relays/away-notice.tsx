import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useCore } from '../../boot/core-context.ts';
import { useIonAlert } from '../../ui/ionic/use-ion-alert.ts';

/**
 * On every screen while signed in: a device back after longer than relays keep records is told
 * once, in a dialog no toast can replace, that what was sent to it meanwhile may have expired.
 */
export function AwayNotice() {
  const { t } = useTranslation('relays');
  const { away } = useCore();
  const [present] = useIonAlert();
  const notice = useSyncExternalStore(
    (notify) => away.subscribe(notify),
    () => away.notice(),
  );

  useEffect(() => {
    if (!notice) return;
    away.dismiss();
    void present({
      header: t('away.title'),
      message: t('away.expired', { count: notice.retentionDays }),
      buttons: [{ text: t('away.ok'), role: 'cancel' }],
    });
  }, [notice, away, present, t]);
  return null;
}
