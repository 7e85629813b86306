import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../../ui/ionic/ion-button.ts';
import { IonProgressBar } from '../../../../ui/ionic/ion-progress-bar.ts';
import { usePushModel } from '../../hooks/use-model-operations.ts';
import { ModelNameField } from './model-name-field.tsx';

/** Uploads a model to the library under a namespace the user owns (`name/model`). */
export function PushModelForm({ installed }: { installed: readonly string[] }) {
  const { t } = useTranslation('aiSettings');
  const push = usePushModel();
  const [name, setName] = useState('');
  const progress = push.progress;
  return (
    <form
      className="ai-settings-form"
      aria-label={t('push.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void push.run(name);
      }}
    >
      <ModelNameField
        label={t('models.name')}
        value={name}
        onChange={setName}
        suggestions={installed}
        placeholder={t('push.placeholder')}
      />
      <p className="ai-field-hint">{t('push.hint')}</p>
      <div className="ai-form-actions">
        <IonButton type="submit" size="small" disabled={!name.trim() || push.busy}>
          {t('push.submit')}
        </IonButton>
      </div>
      {push.busy && progress && (
        <div role="status">
          <IonProgressBar value={progress.percent / 100} aria-label={t('pull.percentLabel')} />
          <p className="ai-field-hint">
            {progress.status} {t('pull.percent', { percent: progress.percent })}
          </p>
        </div>
      )}
    </form>
  );
}
