import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../../ui/ionic/ion-button.ts';
import { useCreateModel } from '../../hooks/use-model-operations.ts';

const EXAMPLE =
  'FROM llama3.2\nPARAMETER temperature 0.7\nSYSTEM """You are a concise assistant."""';

/** A new model from a name and a Modelfile. */
export function CreateModelForm() {
  const { t } = useTranslation('aiSettings');
  const create = useCreateModel();
  const [name, setName] = useState('');
  const [modelfile, setModelfile] = useState('');
  return (
    <form
      className="ai-settings-form"
      aria-label={t('create.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void create.run(name, modelfile).then((done) => {
          if (done !== undefined) setName('');
        });
      }}
    >
      <label className="ai-field">
        <span>{t('models.name')}</span>
        <input
          value={name}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => setName(e.target.value)}
        />
      </label>
      <label className="ai-field">
        <span>{t('create.modelfile')}</span>
        <textarea
          rows={6}
          spellCheck={false}
          placeholder={EXAMPLE}
          value={modelfile}
          onChange={(e) => setModelfile(e.target.value)}
        />
      </label>
      {create.status && (
        <p className="ai-field-hint" role="status">
          {create.status}
        </p>
      )}
      <div className="ai-form-actions">
        <IonButton
          type="submit"
          size="small"
          disabled={!name.trim() || !modelfile.trim() || create.busy}
        >
          {t('create.submit')}
        </IonButton>
      </div>
    </form>
  );
}
