import {
  IonBackButton,
  IonButtons,
  IonContent,
  IonHeader,
  IonPage,
  IonTitle,
  IonToolbar,
} from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '../../routes/route-table.ts';
import { useAiReady } from '../ai-chat/hooks/use-ai-ready.ts';
import { useAutoModelList } from '../ai-chat/hooks/use-model-list.ts';
import { ApiUrlCard } from './components/api-url-card.tsx';
import { AutoReplyCard } from './components/auto-reply-card.tsx';
import { ModelConfigCard } from './components/model-config-card.tsx';
import { ModelManagement } from './components/model-management.tsx';
import '../ai-chat/ai-chat.css';
import './ai-settings.css';

/** Routes /aisetting and /aiset: the model service address, auto-reply, models. */
export function AiSettingsPage() {
  const { t } = useTranslation(['aiSettings', 'routes']);
  const ready = useAiReady();
  const models = useAutoModelList(ready);
  return (
    <IonPage>
      <IonHeader>
        <IonToolbar>
          <IonButtons slot="start">
            <IonBackButton
              defaultHref={HOME_PATH}
              text={t('routes:back')}
              aria-label={t('routes:back')}
            />
          </IonButtons>
          <IonTitle>{t('routes:aiSettings')}</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        {ready && (
          <div className="ai-settings-column">
            <ApiUrlCard />
            <ModelConfigCard models={models} />
            <AutoReplyCard models={models} />
            <ModelManagement models={models} />
          </div>
        )}
      </IonContent>
    </IonPage>
  );
}
