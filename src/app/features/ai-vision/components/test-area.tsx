import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VISION_TEST_IMAGE } from '@core/ai/vision.ts';
import { base64ToDataUrl } from '@core/ai/image-rules.ts';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { useVisionTest } from '../hooks/use-vision-test.ts';
import { formatDecimal } from '../../../ui/format-number.ts';
import { visionErrorText } from '../lib/vision-text.ts';

/** Asks the chosen vision model about the built-in test picture, and shows its answer. */
export function TestArea({ model }: { model: string }) {
  const { t, i18n } = useTranslation('vision');
  const [prompt, setPrompt] = useState(() => t('settings.testPromptDefault'));
  const { state, test } = useVisionTest();
  return (
    <section className="ai-fieldset" aria-label={t('settings.testArea')}>
      <h3 className="vision-heading">{t('settings.testArea')}</h3>
      <div className="vision-test">
        <img
          src={base64ToDataUrl(VISION_TEST_IMAGE, 'image/png')}
          alt={t('settings.testImage')}
          width={48}
          height={48}
        />
        <label className="ai-field">
          <span>{t('settings.testPrompt')}</span>
          <input value={prompt} onChange={(event) => setPrompt(event.target.value)} />
        </label>
      </div>
      <IonButton
        size="small"
        disabled={state.status === 'testing'}
        onClick={() => test(model, prompt)}
      >
        {state.status === 'testing' ? t('settings.testing') : t('settings.test')}
      </IonButton>
      <div aria-live="polite">
        {state.status === 'answered' && (
          <>
            <p className="ai-field-hint">
              {t('settings.testAnswer', {
                model: state.model,
                seconds: formatDecimal(state.analysis.timeTaken / 1000, 1, i18n.language),
              })}
            </p>
            <p className="vision-description">{state.analysis.description}</p>
          </>
        )}
        {state.status === 'failed' && (
          <p className="ai-form-error" role="alert">
            {t('errors.recognitionFailed', { cause: visionErrorText(t, state.failure.code) })}
            {state.failure.detail && ` (${state.failure.detail})`}
          </p>
        )}
      </div>
    </section>
  );
}
