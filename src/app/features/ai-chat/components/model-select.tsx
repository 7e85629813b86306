import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import type { ModelListState } from '../hooks/use-model-list.ts';
// Its styles travel with it: the AI settings page shows it too (through ai-chat's public.ts).
import '../ai-chat.css';

export interface ModelSelectProps {
  label: string;
  value: string;
  list: ModelListState;
  onChange: (model: string) => void;
  onRefresh: () => void;
}

/** Picks one of the installed models; lists the saved choice too, even when it is not installed. */
export function ModelSelect({ label, value, list, onChange, onRefresh }: ModelSelectProps) {
  const { t } = useTranslation('ai');
  const names = list.models.map((m) => m.name);
  const options = value && !names.includes(value) ? [value, ...names] : names;
  return (
    <div className="ai-field ai-model-select">
      <label>
        <span>{label}</span>
        <select value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t('settings.noModel')}</option>
          {options.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <IonButton
        size="small"
        fill="outline"
        disabled={list.status === 'loading'}
        onClick={onRefresh}
      >
        {list.status === 'loading' ? t('settings.loadingModels') : t('settings.refreshModels')}
      </IonButton>
      {list.status === 'failed' && (
        <p className="ai-form-error" role="alert">
          {t('text.connectFailed')}
        </p>
      )}
      {list.status === 'ready' && (
        <p className="ai-field-hint">{t('settings.modelCount', { count: list.models.length })}</p>
      )}
    </div>
  );
}
