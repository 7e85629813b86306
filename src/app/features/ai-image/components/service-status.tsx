import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import type { ServiceCheck } from '../hooks/use-local-services.ts';

export interface ServiceStatusProps {
  check: ServiceCheck;
  stableDiffusionUrl: string;
  /** The prompt model is needed only while enhancement is on. */
  enhancing: boolean;
  onRecheck: () => void;
}

/** The spec's service check: checking, all ready, or not connected naming what is missing. */
export function ServiceStatus({
  check,
  stableDiffusionUrl,
  enhancing,
  onRecheck,
}: ServiceStatusProps) {
  const { t } = useTranslation('imageGen');
  if (check.status === 'unset') {
    return (
      <p className="img-gen-notice" role="status">
        {t('local.unset')}
      </p>
    );
  }
  const missingModel = check.status === 'checked' && enhancing && !check.modelService;
  const missingImages = check.status === 'checked' && !check.imageService;
  const ready = check.status === 'checked' && !missingModel && !missingImages;
  return (
    <div className="img-gen-services" role="status">
      <p className="img-gen-status">
        <span
          className={`img-gen-chip img-gen-chip-${check.status === 'checking' ? 'checking' : ready ? 'ready' : 'missing'}`}
        >
          {check.status === 'checking'
            ? t('local.checking')
            : ready
              ? t('local.allReady')
              : t('local.notConnected')}
        </span>
        <IonButton
          size="small"
          fill="clear"
          disabled={check.status === 'checking'}
          onClick={onRecheck}
        >
          {t('local.recheck')}
        </IonButton>
      </p>
      {missingModel && <p className="img-gen-hint">{t('local.modelServiceMissing')}</p>}
      {missingImages && (
        <p className="img-gen-hint">
          {t('local.imageServiceMissing', { url: stableDiffusionUrl })}
        </p>
      )}
    </div>
  );
}
