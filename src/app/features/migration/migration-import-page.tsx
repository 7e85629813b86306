import { IonIcon } from '@ionic/react';
import { cloudDownloadOutline } from 'ionicons/icons';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { ImportError, ImportSummary } from '@core/migration/migration-service.ts';
import { useCore } from '../../boot/core-context.ts';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { IonInput } from '../../ui/ionic/ion-input.ts';
import { useRefusalText } from '../../ui/use-refusal-text.ts';
import { useToast } from '../../ui/use-toast.ts';
import { MigrationPage } from './migration-page.tsx';
import { MigrationProgressView } from './migration-progress.tsx';
import { useMigrationRun } from './use-migration-run.ts';

/**
 * Route /migrationimport: takes the sync code, receives the export with its progress and merges
 * it into this device; the spec's errors show under the field and as a toast.
 */
export function MigrationImportPage() {
  const { t } = useTranslation(['routes', 'migration']);
  const core = useCore();
  const toast = useToast();
  const refusalText = useRefusalText();
  const headingId = useId();
  // A scanned code arrives in the address (`?code=`).
  const { search } = useLocation();
  const [code, setCode] = useState(() => new URLSearchParams(search).get('code') ?? '');
  const { busy, progress, error, result, run, setError } = useMigrationRun<
    ImportSummary,
    ImportError
  >();

  async function start() {
    const outcome = await run((onProgress) => core.migration.import(code, onProgress));
    const text = outcome.ok
      ? t('migration:import.done')
      : refusalText('migration-import', outcome.error);
    toast(text, { color: outcome.ok ? 'success' : 'danger', duration: 2_000 });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy) void start();
  }

  return (
    <MigrationPage title={t('migrationImport')} backTo="/migrationchoice">
      <p className="migration-hint">{t('migration:import.intro')}</p>
      <form className="migration-form" aria-labelledby={headingId} onSubmit={submit} noValidate>
        <h2 id={headingId}>{t('migration:import.heading')}</h2>
        <IonInput
          label={t('migration:codeLabel')}
          labelPlacement="stacked"
          fill="outline"
          autocapitalize="characters"
          autocomplete="off"
          spellcheck={false}
          placeholder={t('migration:import.placeholder')}
          value={code}
          disabled={busy}
          onIonInput={(event) => {
            setCode(String(event.detail.value ?? ''));
            setError(null);
          }}
        />
        {error && (
          <p className="migration-error" role="alert">
            {refusalText('migration-import', error)}
          </p>
        )}
        <IonButton type="submit" disabled={busy}>
          <IonIcon slot="start" icon={cloudDownloadOutline} aria-hidden="true" />
          {t('migration:import.start')}
        </IonButton>
      </form>
      {progress && <MigrationProgressView progress={progress} />}
      {result && (
        <p role="status">
          {t('migration:import.summary', {
            friends: result.friends,
            messages: result.messages,
            newMessages: result.newMessages,
            ai: result.aiConversations,
            newAi: result.newAiConversations,
          })}
        </p>
      )}
    </MigrationPage>
  );
}
