import { useTranslation } from 'react-i18next';
import { RECOMMENDED_VISION_MODELS, type VisionModelInfo } from '@core/ai/vision.ts';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { modelKey } from '../lib/vision-text.ts';

export interface RecommendedModelsProps {
  installed: readonly string[];
  selected: string;
  /** An install is running: no other may start. */
  installing: boolean;
  onInstall: (name: string) => void;
  onSelect: (name: string) => void;
}

function ModelCard({ model, ...props }: RecommendedModelsProps & { model: VisionModelInfo }) {
  const { t, i18n } = useTranslation('vision');
  const languages = new Intl.DisplayNames([i18n.language], { type: 'language' });
  const isInstalled = props.installed.includes(model.name);
  const isSelected = props.selected === model.name;
  return (
    <li className="vision-model-card">
      <strong>{model.name}</strong>
      <span className="ai-field-hint">
        {t(model.approximate ? 'settings.sizeAbout' : 'settings.size', { size: model.sizeGb })}
        {' · '}
        {t('settings.languages', {
          languages: model.languages.map((code) => languages.of(code) ?? code).join(', '),
        })}
      </span>
      <p>{t(`models.${modelKey(model.name)}`)}</p>
      {isInstalled ? (
        <IonButton
          size="small"
          fill={isSelected ? 'solid' : 'outline'}
          disabled={isSelected}
          aria-label={
            isSelected ? t('settings.selected') : t('settings.selectModel', { model: model.name })
          }
          onClick={() => props.onSelect(model.name)}
        >
          {isSelected ? t('settings.selected') : t('settings.select')}
        </IonButton>
      ) : (
        <IonButton
          size="small"
          fill="outline"
          disabled={props.installing}
          aria-label={t('settings.installModel', { model: model.name })}
          onClick={() => props.onInstall(model.name)}
        >
          {t('settings.install')}
        </IonButton>
      )}
    </li>
  );
}

/** The spec's recommended vision models, each to install or, once installed, to select. */
export function RecommendedModels(props: RecommendedModelsProps) {
  const { t } = useTranslation('vision');
  return (
    <section aria-label={t('settings.recommended')}>
      <h3 className="vision-heading">{t('settings.recommended')}</h3>
      <ul className="vision-model-cards">
        {RECOMMENDED_VISION_MODELS.map((model) => (
          <ModelCard key={model.name} model={model} {...props} />
        ))}
      </ul>
    </section>
  );
}
