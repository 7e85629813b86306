import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { TEMPLATE_CATEGORIES, type TemplateCategory } from '@core/ai/builtin-templates.ts';
import type { NewTemplate } from '@core/ai/templates.ts';

export interface TemplateFormProps {
  /** Resolves with an error text to show, or null when the template was saved. */
  onSave: (input: NewTemplate) => Promise<string | null>;
  onCancel: () => void;
}

const CHOOSABLE = TEMPLATE_CATEGORIES.filter((c) => c !== 'all');

/** A new custom template: title and content are required (the spec's texts say which is missing). */
export function TemplateForm({ onSave, onCancel }: TemplateFormProps) {
  const { t } = useTranslation('ai');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [category, setCategory] = useState<TemplateCategory>('custom');
  const [tags, setTags] = useState('');
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  return (
    <form
      className="ai-template-form"
      aria-label={t('templates.create')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSaving(true);
        void onSave({ title, description, category, tags, content }).then((problem) => {
          setSaving(false);
          setError(problem);
        });
      }}
    >
      <label className="ai-field">
        <span>{t('templates.titleLabel')}</span>
        <input value={title} onChange={(event) => setTitle(event.target.value)} />
      </label>
      <label className="ai-field">
        <span>{t('templates.descriptionLabel')}</span>
        <input value={description} onChange={(event) => setDescription(event.target.value)} />
      </label>
      <label className="ai-field">
        <span>{t('templates.categoryLabel')}</span>
        <select
          value={category}
          onChange={(event) => setCategory(event.target.value as TemplateCategory)}
        >
          {CHOOSABLE.map((c) => (
            <option key={c} value={c}>
              {t(`templates.category.${c}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="ai-field">
        <span>{t('templates.tagsLabel')}</span>
        <input
          value={tags}
          placeholder={t('templates.tagsPlaceholder')}
          onChange={(event) => setTags(event.target.value)}
        />
      </label>
      <label className="ai-field">
        <span>{t('templates.contentLabel')}</span>
        <textarea rows={6} value={content} onChange={(event) => setContent(event.target.value)} />
      </label>
      {error && (
        <p className="ai-form-error" role="alert">
          {error}
        </p>
      )}
      <div className="ai-form-actions">
        <IonButton fill="clear" onClick={onCancel}>
          {t('common.cancel')}
        </IonButton>
        <IonButton type="submit" disabled={saving}>
          {t('common.save')}
        </IonButton>
      </div>
    </form>
  );
}
