import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { IonCard } from '../../../ui/ionic/ion-card.ts';
import { IonCardContent } from '../../../ui/ionic/ion-card-content.ts';
import { IonCardHeader } from '../../../ui/ionic/ion-card-header.ts';
import { IonCardSubtitle } from '../../../ui/ionic/ion-card-subtitle.ts';
import { IonCardTitle } from '../../../ui/ionic/ion-card-title.ts';
import type { MessageTemplate } from '@core/ai/builtin-templates.ts';
import { templatePreview } from '@core/ai/templates.ts';

export interface TemplateCardProps {
  template: MessageTemplate;
  onApply: () => void;
  onDelete?: () => void;
}

/** One template: title, description, a 200-character preview, tags, Apply (and Delete if custom). */
export function TemplateCard({ template, onApply, onDelete }: TemplateCardProps) {
  const { t } = useTranslation('ai');
  // Built-in titles and descriptions are translated; their prompts stay as written.
  const title = template.isCustom
    ? template.title
    : t(`templates.builtin.${template.id}.title`, { defaultValue: template.title });
  const description = template.isCustom
    ? template.description
    : t(`templates.builtin.${template.id}.description`, { defaultValue: template.description });
  return (
    <IonCard className="ai-template-card">
      <IonCardHeader>
        <IonCardTitle>{title}</IonCardTitle>
        <IonCardSubtitle>{t(`templates.category.${template.category}`)}</IonCardSubtitle>
      </IonCardHeader>
      <IonCardContent>
        {description && <p>{description}</p>}
        <pre className="ai-template-preview">{templatePreview(template.content)}</pre>
        {template.tags.length > 0 && (
          <p className="ai-template-tags">
            {template.tags.map((tag) => (
              <span key={tag} className="ai-tag">
                {tag}
              </span>
            ))}
          </p>
        )}
        <div className="ai-template-actions">
          {onDelete && (
            <IonButton
              size="small"
              fill="clear"
              color="danger"
              aria-label={t('templates.deleteNamed', { title })}
              onClick={onDelete}
            >
              {t('common.delete')}
            </IonButton>
          )}
          <IonButton
            size="small"
            aria-label={t('templates.applyNamed', { title })}
            onClick={onApply}
          >
            {t('templates.apply')}
          </IonButton>
        </div>
      </IonCardContent>
    </IonCard>
  );
}
