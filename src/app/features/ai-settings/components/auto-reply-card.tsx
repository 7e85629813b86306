import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { IonCard } from '../../../ui/ionic/ion-card.ts';
import { IonCardContent } from '../../../ui/ionic/ion-card-content.ts';
import { IonCardHeader } from '../../../ui/ionic/ion-card-header.ts';
import { IonCardTitle } from '../../../ui/ionic/ion-card-title.ts';
import { IonToggle } from '../../../ui/ionic/ion-toggle.ts';
import type { ModelList } from '../../ai-chat/public.ts';
import { useAutoReply } from '../hooks/use-auto-reply.ts';
import { AutoReplySettingsModal } from './auto-reply-settings-modal.tsx';
import { BuddySelectModal } from './buddy-select-modal.tsx';

type Open = 'none' | 'buddies' | 'settings';

/** Automatic AI replies: on or off, for which friends, with which model and delay. */
export function AutoReplyCard({ models }: { models: ModelList }) {
  const { t } = useTranslation('aiSettings');
  const { config, save } = useAutoReply();
  const [open, setOpen] = useState<Open>('none');
  const close = () => setOpen('none');
  const { settings } = config;
  return (
    <IonCard>
      <IonCardHeader>
        <IonCardTitle>{t('autoReply.title')}</IonCardTitle>
      </IonCardHeader>
      <IonCardContent>
        <IonToggle
          justify="space-between"
          checked={config.isEnabled}
          onIonChange={(event) => void save({ isEnabled: event.detail.checked })}
        >
          {t('autoReply.enable')}
        </IonToggle>
        <p className="ai-field-hint">{t('autoReply.hint')}</p>
        <dl className="ai-facts">
          <dt>{t('autoReply.friends')}</dt>
          <dd>{t('autoReply.friendCount', { count: config.enabledBuddies.length })}</dd>
          <dt>{t('autoReply.model')}</dt>
          <dd>{settings.model || t('autoReply.noModel')}</dd>
          <dt>{t('autoReply.mode')}</dt>
          <dd>
            {settings.mode === 'generate'
              ? t('ai:settings.modeGenerate')
              : t('ai:settings.modeChat')}
          </dd>
          <dt>{t('autoReply.stream')}</dt>
          <dd>{settings.stream ? t('autoReply.on') : t('autoReply.off')}</dd>
          <dt>{t('autoReply.delay')}</dt>
          <dd>{t('autoReply.delayValue', { ms: settings.replyDelay })}</dd>
        </dl>
        {config.isEnabled && !settings.model && (
          <p className="ai-form-error" role="note">
            {t('autoReply.needsModel')}
          </p>
        )}
        <div className="ai-form-actions">
          <IonButton size="small" fill="outline" onClick={() => setOpen('buddies')}>
            {t('autoReply.chooseFriends')}
          </IonButton>
          <IonButton size="small" fill="outline" onClick={() => setOpen('settings')}>
            {t('autoReply.advanced')}
          </IonButton>
        </div>
      </IonCardContent>
      <BuddySelectModal
        isOpen={open === 'buddies'}
        selected={config.enabledBuddies}
        onClose={close}
        onSave={(enabledBuddies) => save({ enabledBuddies })}
      />
      <AutoReplySettingsModal
        isOpen={open === 'settings'}
        settings={settings}
        models={models}
        onClose={close}
        onSave={(patch) => save({ settings: patch })}
      />
    </IonCard>
  );
}
