import { useTranslation } from 'react-i18next';
import { IonToggle } from '../../../ui/ionic/ion-toggle.ts';
import { MAX_IMAGE_SIZE_KB } from '@core/ai/image-rules.ts';
import { imageSizeKbFromMb } from '@core/ai/image-settings.ts';
// Its styles travel with it: the recognition settings show it too (through ai-chat's public.ts).
import '../ai-chat.css';

export interface ImageOptions {
  /** KB, shown in MB. */
  maxImageSize: number;
  autoResize: boolean;
}

export interface ImageOptionsFormProps {
  value: ImageOptions;
  onChange: (patch: Partial<ImageOptions>) => void;
  /** What auto-resize does where the form is shown; the chat's rule by default. */
  autoResizeHint?: string;
}

/**
 * Images: the largest accepted size (1 to 50 MB) and whether every image is shrunk; the chat
 * settings and the recognition settings edit the same two values.
 */
export function ImageOptionsForm({ value, onChange, autoResizeHint }: ImageOptionsFormProps) {
  const { t } = useTranslation('ai');
  return (
    <fieldset className="ai-settings-form ai-fieldset">
      <legend>{t('images.settingsTitle')}</legend>
      <label className="ai-field">
        <span>{t('images.maxSize')}</span>
        <input
          type="number"
          min={MAX_IMAGE_SIZE_KB.min / 1024}
          max={MAX_IMAGE_SIZE_KB.max / 1024}
          step={1}
          value={value.maxImageSize / 1024}
          onChange={(event) => {
            // An emptied field keeps the last size until a number is typed.
            const mb = event.target.valueAsNumber;
            if (Number.isFinite(mb)) onChange({ maxImageSize: imageSizeKbFromMb(mb) });
          }}
        />
      </label>
      <IonToggle
        justify="space-between"
        checked={value.autoResize}
        onIonChange={(event) => onChange({ autoResize: event.detail.checked })}
      >
        {t('images.autoResize')}
      </IonToggle>
      <p className="ai-field-hint">{autoResizeHint ?? t('images.autoResizeHint')}</p>
    </fieldset>
  );
}
