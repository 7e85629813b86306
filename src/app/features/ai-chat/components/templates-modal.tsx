import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { IonModal } from '../../../ui/ionic/ion-modal.ts';
import { IonContent } from '../../../ui/ionic/ion-content.ts';
import {
  TEMPLATE_CATEGORIES,
  type MessageTemplate,
  type TemplateCategory,
} from '@core/ai/builtin-templates.ts';
import { applyTemplate } from '@core/ai/templates.ts';
import { useToast } from '../../../ui/use-toast.ts';
import { aiNoticeText } from '../lib/ai-notice-text.ts';
import { useCreateTemplate, useDeleteTemplate, useTemplates } from '../hooks/use-templates.ts';
import { TemplateCard } from './template-card.tsx';
import { ModalHeader } from '../../../ui/modal-frame.tsx';
import { TemplateForm } from './template-form.tsx';

export interface TemplatesModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** Puts the template's text in the input box. */
  onApply: (text: string) => void;
}

/** The message template picker: search, category, apply, create and delete custom templates. */
export function TemplatesModal({ isOpen, onClose, onApply }: TemplatesModalProps) {
  const { t } = useTranslation('ai');
  const toast = useToast();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<TemplateCategory>('all');
  const [creating, setCreating] = useState(false);
  const templates = useTemplates(search, category);
  const create = useCreateTemplate();
  const remove = useDeleteTemplate();

  function apply(template: MessageTemplate) {
    const result = applyTemplate(template);
    if (!result.ok) {
      toast(aiNoticeText(t, result.error), { color: 'warning' });
      return;
    }
    onApply(result.value);
    onClose();
  }

  return (
    <IonModal isOpen={isOpen} onDidDismiss={onClose} aria-label={t('templates.title')}>
      <ModalHeader title={t('templates.title')} onClose={onClose} />
      <IonContent className="ai-modal-content">
        {creating ? (
          <TemplateForm
            onCancel={() => setCreating(false)}
            onSave={async (input) => {
              const result = await create(input);
              if (!result.ok) return aiNoticeText(t, result.error);
              setCreating(false);
              setCategory('all');
              toast(t('templates.saved'), { color: 'success' });
              return null;
            }}
          />
        ) : (
          <>
            <div className="ai-template-filters">
              <input
                type="search"
                className="ai-search"
                aria-label={t('templates.search')}
                placeholder={t('templates.search')}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
              <select
                aria-label={t('templates.categoryLabel')}
                value={category}
                onChange={(event) => setCategory(event.target.value as TemplateCategory)}
              >
                {TEMPLATE_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {t(`templates.category.${c}`)}
                  </option>
                ))}
              </select>
              <IonButton size="small" onClick={() => setCreating(true)}>
                {t('templates.create')}
              </IonButton>
            </div>
            {templates.length === 0 && <p className="ai-empty">{t('templates.none')}</p>}
            {templates.map((template) => (
              <TemplateCard
                key={template.id}
                template={template}
                onApply={() => apply(template)}
                {...(template.isCustom ? { onDelete: () => void remove(template.id) } : {})}
              />
            ))}
          </>
        )}
      </IonContent>
    </IonModal>
  );
}
