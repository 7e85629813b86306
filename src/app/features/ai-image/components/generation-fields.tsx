import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GUIDANCE,
  IMAGE_SIZES,
  parseSeed,
  STEPS,
} from '@core/ai/image-generation/generation-limits.ts';
import type { GenerationOptions } from '@core/ai/image-generation/image-generation-types.ts';

/** What the panel's fields hold: the options, with the seed as typed. */
export type FieldsValue = Omit<GenerationOptions, 'seed'> & { seedText: string };

export const initialFields = (
  defaults: Omit<GenerationOptions, 'prompt' | 'negativePrompt'>,
): FieldsValue => ({
  prompt: '',
  negativePrompt: '',
  width: defaults.width,
  height: defaults.height,
  steps: defaults.steps,
  guidance: defaults.guidance,
  seedText: '',
});

/** The options to send (the core refuses a seed that is not one). */
export const optionsOf = ({ seedText, ...fields }: FieldsValue): GenerationOptions => ({
  ...fields,
  seed: parseSeed(seedText),
});

/** Whether Generate may be pressed: a prompt, and a seed that is one or none. */
export const isComplete = (fields: FieldsValue): boolean =>
  fields.prompt.trim() !== '' && !Number.isNaN(parseSeed(fields.seedText));

export interface GenerationFieldsProps {
  value: FieldsValue;
  onChange: (patch: Partial<FieldsValue>) => void;
  disabled: boolean;
}

/** Prompt, negative prompt, width and height, steps, guidance and seed. */
export function GenerationFields({ value, onChange, disabled }: GenerationFieldsProps) {
  const { t } = useTranslation('imageGen');
  const id = useId();
  const seedInvalid = Number.isNaN(parseSeed(value.seedText));
  return (
    <fieldset className="img-gen-fields" disabled={disabled}>
      <label className="img-gen-field">
        <span>{t('form.prompt')}</span>
        <textarea
          rows={3}
          value={value.prompt}
          placeholder={t('form.promptPlaceholder')}
          onChange={(event) => onChange({ prompt: event.target.value })}
        />
      </label>
      <label className="img-gen-field">
        <span>{t('form.negativePrompt')}</span>
        <textarea
          rows={2}
          value={value.negativePrompt}
          placeholder={t('form.negativePlaceholder')}
          onChange={(event) => onChange({ negativePrompt: event.target.value })}
        />
      </label>
      <div className="img-gen-row">
        {(['width', 'height'] as const).map((side) => (
          <label key={side} className="img-gen-field">
            <span>{t(`form.${side}`)}</span>
            <select
              value={value[side]}
              onChange={(event) => onChange({ [side]: Number(event.target.value) })}
            >
              {IMAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      <label className="img-gen-field">
        <span>{t('form.steps', { value: value.steps })}</span>
        <input
          type="range"
          min={STEPS.min}
          max={STEPS.max}
          step={STEPS.step}
          value={value.steps}
          onChange={(event) => onChange({ steps: Number(event.target.value) })}
        />
      </label>
      <label className="img-gen-field">
        <span>{t('form.guidance', { value: value.guidance })}</span>
        <input
          type="range"
          min={GUIDANCE.min}
          max={GUIDANCE.max}
          step={GUIDANCE.step}
          value={value.guidance}
          onChange={(event) => onChange({ guidance: Number(event.target.value) })}
        />
      </label>
      <label className="img-gen-field">
        <span>{t('form.seed')}</span>
        <input
          inputMode="numeric"
          value={value.seedText}
          placeholder={t('form.seedPlaceholder')}
          aria-invalid={seedInvalid}
          aria-describedby={seedInvalid ? `${id}-seed` : undefined}
          onChange={(event) => onChange({ seedText: event.target.value })}
        />
      </label>
      {seedInvalid && (
        <p id={`${id}-seed`} className="img-gen-invalid">
          {t('form.seedInvalid')}
        </p>
      )}
    </fieldset>
  );
}
