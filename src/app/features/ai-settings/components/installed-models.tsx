import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { formatBytes } from '../../../ui/format-number.ts';
import type { ModelList } from '../../ai-chat/public.ts';

/** The models the service has now, with their size and family. */
export function InstalledModels({ models }: { models: ModelList }) {
  const { t, i18n } = useTranslation('aiSettings');
  const { state } = models;
  return (
    <div className="ai-installed">
      {state.status === 'idle' && <p className="ai-empty">{t('models.notConnected')}</p>}
      {state.status === 'failed' && (
        <p className="ai-form-error" role="alert">
          {t('ai:text.connectFailed')}
        </p>
      )}
      {state.status === 'ready' && state.models.length === 0 && (
        <p className="ai-empty">{t('models.none')}</p>
      )}
      <ul className="ai-installed-list" aria-label={t('models.installed')}>
        {state.models.map((model) => (
          <li key={model.name}>
            <strong>{model.name}</strong>
            <span>
              {[formatBytes(model.size, i18n.language), model.family, model.parameterSize]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </li>
        ))}
      </ul>
      <IonButton
        size="small"
        fill="outline"
        disabled={state.status === 'loading'}
        onClick={() => void models.refresh()}
      >
        {state.status === 'loading'
          ? t('ai:settings.loadingModels')
          : t('ai:settings.refreshModels')}
      </IonButton>
    </div>
  );
}
