import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyDeviceView } from '@core/devices/device-service.ts';
import type { MigrationProgress } from '@core/migration/migration-service.ts';
import { useCore } from '../../boot/core-context.ts';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { useAction } from '../../ui/use-action.ts';
import { useConfirm } from '../../ui/use-feedback.ts';
import { useRefusalText } from '../../ui/use-refusal-text.ts';
import { MigrationProgressView } from '../migration/public.ts';

/**
 * Sends my history to another of my devices: after the user checked that it shows the same code,
 * it is exported and sealed to that device alone, which takes it by itself.
 */
export function SendHistory({ device, name }: { device: MyDeviceView; name: string }) {
  const { t } = useTranslation('devices');
  const { link } = useCore();
  const confirm = useConfirm();
  const refusalText = useRefusalText();
  const [progress, setProgress] = useState<MigrationProgress | null>(null);
  const send = useAction(() => link.send(device.id, setProgress), {
    what: 'sending history to a device',
    successText: t('link.sent', { name }),
    failureText: (failure) => refusalText('device-link', failure, t('link.failed')),
    exclusive: true,
  });

  async function askAndSend() {
    const confirmed = await confirm({
      header: t('link.confirmHeader'),
      message: t('link.confirmMessage', { name, code: device.code }),
      confirmText: t('link.send'),
    });
    if (!confirmed) return;
    await send.run();
    setProgress(null);
  }

  return (
    <>
      <IonButton
        slot="end"
        fill="outline"
        disabled={send.busy}
        aria-label={t('link.sendNamed', { name })}
        onClick={() => void askAndSend()}
      >
        {t('link.send')}
      </IonButton>
      {send.busy && progress && <MigrationProgressView progress={progress} />}
    </>
  );
}
