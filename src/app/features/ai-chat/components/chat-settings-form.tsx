import { useTranslation } from 'react-i18next';
import { formatDecimal } from '../../../ui/format-number.ts';
import { IonRange } from '../../../ui/ionic/ion-range.ts';
import { IonToggle } from '../../../ui/ionic/ion-toggle.ts';
import { TEMPERATURE } from '@core/ai/chat-settings.ts';
import type { ChatOptions } from '../hooks/use-chat-settings.ts';
import type { ModelListState } from '../hooks/use-model-list.ts';
import { ModeSegment } from './mode-segment.tsx';
import { ModelSelect } from './model-select.tsx';
// Its styles travel with it: the AI settings page shows it too (through ai-chat's public.ts).
import '../ai-chat.css';

export interface ChatSettingsFormProps {
  value: ChatOptions;
  models: ModelListState;
  onChange: (patch: Partial<ChatOptions>) => void;
  onRefreshModels: () => void;
}

/** Model, mode (chat or generate), streaming and temperature. */
export function ChatSettingsForm({
  value,
  models,
  onChange,
  onRefreshModels,
}: ChatSettingsFormProps) {
  const { t, i18n } = useTranslation('ai');
  return (
    <div className="ai-settings-form">
      <ModelSelect
        label={t('settings.model')}
        value={value.selectedModel}
        list={models}
        onChange={(selectedModel) => onChange({ selectedModel })}
        onRefresh={onRefreshModels}
      />
      <ModeSegment
        label={t('settings.mode')}
        value={value.chatMode}
        onChange={(chatMode) => onChange({ chatMode })}
      />
      <IonToggle
        justify="space-between"
        checked={value.streamEnabled}
        onIonChange={(event) => onChange({ streamEnabled: event.detail.checked })}
      >
        {t('settings.stream')}
      </IonToggle>
      <div className="ai-field">
        <span>
          {t('settings.temperature')}:{' '}
          <output>{formatDecimal(value.temperature, 1, i18n.language)}</output>
        </span>
        <IonRange
          className="ai-range"
          aria-label={t('settings.temperature')}
          min={TEMPERATURE.min}
          max={TEMPERATURE.max}
          step={TEMPERATURE.step}
          snaps
          ticks={false}
          value={value.temperature}
          onIonChange={(event) => {
            const next = event.detail.value;
            if (typeof next === 'number') onChange({ temperature: Math.round(next * 10) / 10 });
          }}
        >
          <span slot="start" className="ai-range-end" aria-hidden="true">
            {TEMPERATURE.min}
          </span>
          <span slot="end" className="ai-range-end" aria-hidden="true">
            {TEMPERATURE.max}
          </span>
        </IonRange>
        <p className="ai-field-hint">{t('settings.temperatureHint')}</p>
      </div>
    </div>
  );
}
