import { IonIcon } from '@ionic/react';
import { bookOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { IonCard } from '../../../ui/ionic/ion-card.ts';
import { IonCardContent } from '../../../ui/ionic/ion-card-content.ts';
import { IonCardHeader } from '../../../ui/ionic/ion-card-header.ts';
import { IonCardTitle } from '../../../ui/ionic/ion-card-title.ts';

export interface WelcomeCardProps {
  /** No model is chosen yet: the card says where to choose one. */
  needsModel: boolean;
  onOpenSettings: () => void;
}

/** Shown while the conversation is empty. */
export function WelcomeCard({ needsModel, onOpenSettings }: WelcomeCardProps) {
  const { t } = useTranslation('ai');
  return (
    <IonCard className="ai-welcome">
      <IonCardHeader>
        <IonCardTitle>{t('welcome.title')}</IonCardTitle>
      </IonCardHeader>
      <IonCardContent>
        <p>{t('welcome.body')}</p>
        {needsModel && (
          <p className="ai-welcome-warning" role="note">
            {t('text.selectModel')}
          </p>
        )}
        <div className="ai-welcome-actions">
          <IonButton fill="outline" routerLink="/userguide">
            <IonIcon icon={bookOutline} slot="start" aria-hidden="true" />
            {t('welcome.userGuide')}
          </IonButton>
          {needsModel && <IonButton onClick={onOpenSettings}>{t('welcome.chooseModel')}</IonButton>}
        </div>
      </IonCardContent>
    </IonCard>
  );
}
