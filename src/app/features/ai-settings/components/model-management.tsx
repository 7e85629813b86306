import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IonCard } from '../../../ui/ionic/ion-card.ts';
import { IonItem } from '../../../ui/ionic/ion-item.ts';
import { IonAccordionGroup } from '../../../ui/ionic/ion-accordion-group.ts';
import { IonAccordion } from '../../../ui/ionic/ion-accordion.ts';
import { IonCardContent } from '../../../ui/ionic/ion-card-content.ts';
import { IonCardHeader } from '../../../ui/ionic/ion-card-header.ts';
import { IonCardTitle } from '../../../ui/ionic/ion-card-title.ts';
import { IonLabel } from '../../../ui/ionic/ion-label.ts';
import type { ModelList } from '../../ai-chat/public.ts';
import { InstalledModels } from './installed-models.tsx';
import { CopyModelForm } from './models/copy-model-form.tsx';
import { CreateModelForm } from './models/create-model-form.tsx';
import { DeleteModelForm } from './models/delete-model-form.tsx';
import { EmbeddingsForm } from './models/embeddings-form.tsx';
import { PullModelForm } from './models/pull-model-form.tsx';
import { PushModelForm } from './models/push-model-form.tsx';
import { ShowModelForm } from './models/show-model-form.tsx';

function Section({
  value,
  title,
  children,
}: {
  value: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <IonAccordion value={value}>
      <IonItem slot="header">
        <IonLabel>{title}</IonLabel>
      </IonItem>
      <div slot="content" className="ai-accordion-content">
        {children}
      </div>
    </IonAccordion>
  );
}

/** The installed models and every model operation, one accordion section each. */
export function ModelManagement({ models }: { models: ModelList }) {
  const { t } = useTranslation('aiSettings');
  const installed = models.state.models.map((m) => m.name);
  // Controlled: Ionic React sets `value` again on every render, which would close open sections.
  const [open, setOpen] = useState<string[]>(['installed']);
  return (
    <IonCard>
      <IonCardHeader>
        <IonCardTitle>{t('models.title')}</IonCardTitle>
      </IonCardHeader>
      <IonCardContent>
        <IonAccordionGroup
          multiple
          value={open}
          onIonChange={(event) => {
            const value: unknown = event.detail.value;
            if (event.target === event.currentTarget && Array.isArray(value)) {
              setOpen(value.filter((v): v is string => typeof v === 'string'));
            }
          }}
        >
          <Section value="installed" title={t('models.installed')}>
            <InstalledModels models={models} />
          </Section>
          <Section value="pull" title={t('pull.title')}>
            <PullModelForm />
          </Section>
          <Section value="create" title={t('create.title')}>
            <CreateModelForm />
          </Section>
          <Section value="copy" title={t('copy.title')}>
            <CopyModelForm installed={installed} />
          </Section>
          <Section value="show" title={t('show.title')}>
            <ShowModelForm installed={installed} />
          </Section>
          <Section value="delete" title={t('delete.title')}>
            <DeleteModelForm installed={installed} />
          </Section>
          <Section value="push" title={t('push.title')}>
            <PushModelForm installed={installed} />
          </Section>
          <Section value="embeddings" title={t('embeddings.title')}>
            <EmbeddingsForm installed={installed} />
          </Section>
        </IonAccordionGroup>
      </IonCardContent>
    </IonCard>
  );
}
