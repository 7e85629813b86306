import { IonPage } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { useAiReady, useAutoModelList } from '../ai-chat/public.ts';
import { AiServiceCard } from './components/ai-service-card.tsx';
import { AutoReplyCard } from './components/auto-reply-card.tsx';
import { ModelConfigCard } from './components/model-config-card.tsx';
import { ModelManagement } from './components/model-management.tsx';
import './ai-settings.css';

/** Routes /aisetting and /aiset: the model service address, auto-reply, models. */
export function AiSettingsPage() {
  const { t } = useTranslation(['aiSettings', 'routes']);
  const ready = useAiReady();
  const models = useAutoModelList(ready);
  return (
    <IonPage>
      <PageHeader title={t('routes:aiSettings')} />
      <IonContent>
        {ready && (
          <div className="ai-settings-column">
            <AiServiceCard />
            <ModelConfigCard models={models} />
            <AutoReplyCard models={models} />
            <ModelManagement models={models} />
          </div>
        )}
      </IonContent>
    </IonPage>
  );
}
