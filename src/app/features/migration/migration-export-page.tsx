import { IonIcon } from '@ionic/react';
import { cloudUploadOutline } from 'ionicons/icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportError, ExportResult } from '@core/migration/migration-service.ts';
import { useCore } from '../../boot/core-context.ts';
import { CopyButton } from '../../ui/copy-button.tsx';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { useRefusalText } from '../../ui/use-refusal-text.ts';
import { useToast } from '../../ui/use-toast.ts';
import { QrCode } from '../../ui/qr/qr-code.tsx';
import { syncCodeQrText } from './migration-paths.ts';
import { MigrationPage } from './migration-page.tsx';
import { MigrationProgressView } from './migration-progress.tsx';
import { useMigrationRun } from './use-migration-run.ts';

/**
 * Route /migrationexport: prepares an export of this device's data, sends it in chunks with its
 * progress, then shows the sync code to type (or copy) on the other device.
 */
export function MigrationExportPage() {
  const { t, i18n } = useTranslation(['routes', 'migration']);
  const core = useCore();
  const toast = useToast();
  const refusalText = useRefusalText();
  const codeHeading = useId();
  const { busy, progress, error, result, run } = useMigrationRun<ExportResult, ExportError>();

  async function start() {
    const outcome = await run((onProgress) => core.migration.export(onProgress));
    const text = outcome.ok
      ? t('migration:export.done')
      : refusalText('migration-export', outcome.error);
    toast(text, { color: outcome.ok ? 'success' : 'danger', duration: 2_000 });
  }

  const expires = result
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        result.expiresAt,
      )
    : '';
  return (
    <MigrationPage title={t('migrationExport')} backTo="/migrationchoice">
      <p className="migration-hint">{t('migration:export.intro')}</p>
      <IonButton onClick={() => void start()} disabled={busy}>
        <IonIcon slot="start" icon={cloudUploadOutline} aria-hidden="true" />
        {result ? t('migration:export.again') : t('migration:export.start')}
      </IonButton>
      {progress && <MigrationProgressView progress={progress} />}
      {error && (
        <p className="migration-error" role="alert">
          {refusalText('migration-export', error)}
        </p>
      )}
      {result && (
        <section aria-labelledby={codeHeading}>
          <p role="status">{t('migration:export.done')}</p>
          <div className="migration-code-row">
            <h2 id={codeHeading}>{t('migration:codeLabel')}</h2>
            <CopyButton
              text={result.code}
              label={t('migration:export.copy')}
              copiedMessage={t('migration:export.copied')}
            />
          </div>
          <code className="migration-code">{result.code.replace(/-/g, ' ')}</code>
          <QrCode value={syncCodeQrText(result.code)} label={t('migration:export.qrLabel')} />
          <p className="migration-hint">{t('migration:export.codeHint')}</p>
          <p className="migration-hint">{t('migration:export.expires', { time: expires })}</p>
        </section>
      )}
    </MigrationPage>
  );
}
