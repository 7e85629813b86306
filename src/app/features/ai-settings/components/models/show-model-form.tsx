import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../../ui/ionic/ion-button.ts';
import type { ModelInfo } from '@core/ai/model-manager.ts';
import { useShowModel } from '../../hooks/use-model-operations.ts';
import { ModelNameField } from './model-name-field.tsx';

/** A model's details: family, size, quantisation, capabilities and its Modelfile. */
export function ShowModelForm({ installed }: { installed: readonly string[] }) {
  const { t } = useTranslation('aiSettings');
  const show = useShowModel();
  const [name, setName] = useState('');
  return (
    <form
      className="ai-settings-form"
      aria-label={t('show.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void show.run(name);
      }}
    >
      <ModelNameField
        label={t('models.name')}
        value={name}
        onChange={setName}
        suggestions={installed}
      />
      <div className="ai-form-actions">
        <IonButton type="submit" size="small" disabled={!name.trim() || show.busy}>
          {t('show.submit')}
        </IonButton>
      </div>
      {show.info && <ModelInfoView info={show.info} />}
    </form>
  );
}

function ModelInfoView({ info }: { info: ModelInfo }) {
  const { t } = useTranslation('aiSettings');
  const blocks = [
    { label: t('show.parameters'), text: info.parameters },
    { label: t('show.template'), text: info.template },
    { label: t('show.system'), text: info.system },
    { label: t('show.license'), text: info.license },
    { label: t('show.modelfile'), text: info.modelfile },
  ].filter((block) => block.text.trim());
  return (
    <section className="ai-model-info" aria-label={t('show.infoFor', { name: info.name })}>
      <h3>{info.name}</h3>
      <dl className="ai-facts">
        <dt>{t('show.family')}</dt>
        <dd>{info.family || '—'}</dd>
        <dt>{t('show.parameterSize')}</dt>
        <dd>{info.parameterSize || '—'}</dd>
        <dt>{t('show.quantization')}</dt>
        <dd>{info.quantization || '—'}</dd>
        <dt>{t('show.capabilities')}</dt>
        <dd>{info.capabilities.join(', ') || '—'}</dd>
      </dl>
      {blocks.map((block) => (
        <details key={block.label}>
          <summary>{block.label}</summary>
          <pre className="ai-config-value">{block.text}</pre>
        </details>
      ))}
    </section>
  );
}
