import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../../ui/ionic/ion-button.ts';
import { useEmbeddings } from '../../hooks/use-model-operations.ts';
import { ModelNameField } from './model-name-field.tsx';

const SHOWN_VALUES = 8;

/** The embedding vector of a text: its length and first values. */
export function EmbeddingsForm({ installed }: { installed: readonly string[] }) {
  const { t } = useTranslation('aiSettings');
  const embed = useEmbeddings();
  const [model, setModel] = useState('');
  const [prompt, setPrompt] = useState('');
  const vector = embed.vectors?.[0];
  return (
    <form
      className="ai-settings-form"
      aria-label={t('embeddings.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void embed.run(model, prompt);
      }}
    >
      <ModelNameField
        label={t('embeddings.model')}
        value={model}
        onChange={setModel}
        suggestions={installed}
      />
      <label className="ai-field">
        <span>{t('embeddings.prompt')}</span>
        <textarea rows={3} value={prompt} onChange={(e) => setPrompt(e.target.value)} />
      </label>
      <div className="ai-form-actions">
        <IonButton
          type="submit"
          size="small"
          disabled={!model.trim() || !prompt.trim() || embed.busy}
        >
          {t('embeddings.submit')}
        </IonButton>
      </div>
      {vector && (
        <div className="ai-embedding" role="status">
          <p>{t('embeddings.dimensions', { count: vector.length })}</p>
          <pre className="ai-config-value">
            [
            {vector
              .slice(0, SHOWN_VALUES)
              .map((v) => v.toFixed(4))
              .join(', ')}
            {vector.length > SHOWN_VALUES ? ', …' : ''}]
          </pre>
        </div>
      )}
    </form>
  );
}
