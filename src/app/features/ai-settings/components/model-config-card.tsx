import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { IonCard } from '../../../ui/ionic/ion-card.ts';
import { IonCardContent } from '../../../ui/ionic/ion-card-content.ts';
import { IonCardHeader } from '../../../ui/ionic/ion-card-header.ts';
import { IonCardSubtitle } from '../../../ui/ionic/ion-card-subtitle.ts';
import { IonCardTitle } from '../../../ui/ionic/ion-card-title.ts';
import {
  chatOptionsOf,
  ChatSettingsForm,
  type ModelList,
  useChatSettings,
  useSaveChatSettings,
  useSettingsDraft,
} from '../../ai-chat/public.ts';
import { useToast } from '../../../ui/use-toast.ts';

/** The AI chat's model, mode, streaming and temperature; changes wait for Save. */
export function ModelConfigCard({ models }: { models: ModelList }) {
  const { t } = useTranslation('aiSettings');
  const toast = useToast();
  const save = useSaveChatSettings();
  const draft = useSettingsDraft(chatOptionsOf(useChatSettings()));

  async function onSave() {
    if (await save(draft.changes)) {
      draft.reset();
      toast(t('ai:settings.saved'), { color: 'success' });
    } else toast(t('ai:settings.saveFailed'), { color: 'danger' });
  }

  return (
    <IonCard>
      <IonCardHeader>
        <IonCardTitle>{t('modelConfig.title')}</IonCardTitle>
        <IonCardSubtitle>{t('modelConfig.subtitle')}</IonCardSubtitle>
      </IonCardHeader>
      <IonCardContent>
        <form
          aria-label={t('modelConfig.title')}
          onSubmit={(event) => {
            event.preventDefault();
            void onSave();
          }}
        >
          <ChatSettingsForm
            value={draft.value}
            models={models.state}
            onChange={draft.change}
            onRefreshModels={() => void models.refresh()}
          />
          <div className="ai-form-actions">
            {draft.unsaved && <span className="ai-unsaved">{t('ai:settings.unsaved')}</span>}
            <IonButton type="submit" size="small" disabled={!draft.unsaved}>
              {t('common.save')}
            </IonButton>
          </div>
        </form>
      </IonCardContent>
    </IonCard>
  );
}
