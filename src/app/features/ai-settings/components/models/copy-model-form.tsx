import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../../ui/ionic/ion-button.ts';
import { useCopyModel } from '../../hooks/use-model-operations.ts';
import { ModelNameField } from './model-name-field.tsx';

/** Copies an installed model under a new name. */
export function CopyModelForm({ installed }: { installed: readonly string[] }) {
  const { t } = useTranslation('aiSettings');
  const copy = useCopyModel();
  const [source, setSource] = useState('');
  const [destination, setDestination] = useState('');
  return (
    <form
      className="ai-settings-form"
      aria-label={t('copy.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void copy.run(source, destination).then((done) => done && setDestination(''));
      }}
    >
      <ModelNameField
        label={t('copy.source')}
        value={source}
        onChange={setSource}
        suggestions={installed}
      />
      <label className="ai-field">
        <span>{t('copy.destination')}</span>
        <input
          value={destination}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => setDestination(e.target.value)}
        />
      </label>
      <div className="ai-form-actions">
        <IonButton
          type="submit"
          size="small"
          disabled={!source.trim() || !destination.trim() || copy.busy}
        >
          {t('copy.submit')}
        </IonButton>
      </div>
    </form>
  );
}
