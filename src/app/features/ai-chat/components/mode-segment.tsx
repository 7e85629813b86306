import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IonLabel } from '../../../ui/ionic/ion-label.ts';
import { IonSegmentButton } from '../../../ui/ionic/ion-segment-button.ts';
import { IonSegment } from '../../../ui/ionic/ion-segment.ts';
import type { AiChatMode } from '@core/ai/chat-settings.ts';
// Its styles travel with it: the AI settings page shows it too (through ai-chat's public.ts).
import '../ai-chat.css';

export interface ModeSegmentProps {
  label: string;
  value: AiChatMode;
  onChange: (mode: AiChatMode) => void;
}

/** Chat (the conversation is sent) or Generate (only the last message is). */
export function ModeSegment({ label, value, onChange }: ModeSegmentProps) {
  const { t } = useTranslation('ai');
  const labelId = useId();
  return (
    <div className="ai-field">
      <span id={labelId}>{label}</span>
      <IonSegment
        aria-labelledby={labelId}
        value={value}
        onIonChange={(event) => onChange(event.detail.value === 'generate' ? 'generate' : 'chat')}
      >
        <IonSegmentButton value="chat">
          <IonLabel>{t('settings.modeChat')}</IonLabel>
        </IonSegmentButton>
        <IonSegmentButton value="generate">
          <IonLabel>{t('settings.modeGenerate')}</IonLabel>
        </IonSegmentButton>
      </IonSegment>
    </div>
  );
}
