import { IonIcon } from '@ionic/react';
import { chatbubblesOutline, refreshOutline } from 'ionicons/icons';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageAnalysis } from '@core/ai/vision-result.ts';
import { CopyButton } from '../../../ui/copy-button.tsx';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { formatDecimal } from '../../../ui/format-number.ts';

export interface ResultCardProps {
  analysis: ImageAnalysis;
  onSendToChat: () => void;
  onRetry: () => void;
}

function TagGroup({ label, tags }: { label: string; tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <div className="vision-tags">
      <span>{label}</span>
      <ul aria-label={label}>
        {tags.map((tag) => (
          <li key={tag}>{tag}</li>
        ))}
      </ul>
    </div>
  );
}

/** The description with its confidence, time taken and tags; send to chat, copy and retry. */
export function ResultCard({ analysis, onSendToChat, onRetry }: ResultCardProps) {
  const { t, i18n } = useTranslation('vision');
  const card = useRef<HTMLElement>(null);
  // The result comes below the prompts: bring it into view as it arrives.
  useEffect(() => {
    card.current?.scrollIntoView({ block: 'nearest' });
  }, [analysis]);
  return (
    <section ref={card} className="vision-result" aria-label={t('result.title')}>
      <h3 className="vision-heading">{t('result.description')}</h3>
      <p className="vision-description">{analysis.description}</p>
      <dl className="vision-facts">
        <dt>{t('result.confidence')}</dt>
        <dd>{t('result.confidenceValue', { percent: Math.round(analysis.confidence * 100) })}</dd>
        <dt>{t('result.time')}</dt>
        <dd>
          {t('result.timeValue', {
            seconds: formatDecimal(analysis.timeTaken / 1000, 1, i18n.language),
          })}
        </dd>
      </dl>
      <TagGroup
        label={t('result.objects')}
        tags={analysis.objects.map((id) => t(`tags.objects.${id}`))}
      />
      <TagGroup
        label={t('result.colors')}
        tags={analysis.colors.map((id) => t(`tags.colors.${id}`))}
      />
      <TagGroup
        label={t('result.emotions')}
        tags={analysis.emotions.map((id) => t(`tags.emotions.${id}`))}
      />
      <div className="vision-actions">
        <IonButton size="small" onClick={onSendToChat}>
          <IonIcon icon={chatbubblesOutline} slot="start" aria-hidden="true" />
          {t('result.sendToChat')}
        </IonButton>
        <CopyButton
          text={analysis.description}
          label={t('result.copy')}
          copiedMessage={t('result.copied')}
          failedMessage={t('errors.copyFailed')}
          fill="outline"
        />
        <IonButton size="small" fill="outline" onClick={onRetry}>
          <IonIcon icon={refreshOutline} slot="start" aria-hidden="true" />
          {t('result.retry')}
        </IonButton>
      </div>
    </section>
  );
}
