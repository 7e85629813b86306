import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../../ui/ionic/ion-button.ts';
import { POPULAR_MODELS } from '@core/ai/model-manager.ts';
import { useModelPull } from '../../hooks/use-model-pull.ts';
import { PullProgressCard } from '../pull-progress-card.tsx';
import { ModelNameField } from './model-name-field.tsx';

/** Downloads a model from the library, one pull at a time, with live progress and Cancel. */
export function PullModelForm() {
  const { t } = useTranslation('aiSettings');
  const pull = useModelPull();
  const [name, setName] = useState('');
  return (
    <form
      className="ai-settings-form"
      aria-label={t('pull.title')}
      onSubmit={(event) => {
        event.preventDefault();
        if (name.trim() && !pull.running) pull.start(name);
      }}
    >
      <ModelNameField
        label={t('models.name')}
        value={name}
        onChange={setName}
        suggestions={POPULAR_MODELS}
        placeholder="llama3.1:8b"
      />
      <div className="ai-form-actions">
        <IonButton type="submit" size="small" disabled={!name.trim() || pull.running}>
          {t('pull.start')}
        </IonButton>
      </div>
      {pull.progress && (
        <PullProgressCard
          progress={pull.progress}
          running={pull.running}
          stalledFor={pull.stalledFor}
          onCancel={pull.cancel}
        />
      )}
    </form>
  );
}
