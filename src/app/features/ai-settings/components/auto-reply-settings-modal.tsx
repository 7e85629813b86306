import { useTranslation } from 'react-i18next';
import { IonModal } from '../../../ui/ionic/ion-modal.ts';
import { IonContent } from '../../../ui/ionic/ion-content.ts';
import { IonToggle } from '../../../ui/ionic/ion-toggle.ts';
import { MAX_REPLY_DELAY_MS, type AutoReplyConfig } from '@core/ai/auto-reply.ts';
import { ModalHeader, ModalSaveBar } from '../../../ui/modal-frame.tsx';
import {
  type ModelList,
  ModelSelect,
  ModeSegment,
  useSettingsDraft,
} from '../../ai-chat/public.ts';

type ReplySettings = AutoReplyConfig['settings'];

export interface AutoReplySettingsModalProps {
  isOpen: boolean;
  settings: ReplySettings;
  models: ModelList;
  onClose: () => void;
  onSave: (patch: Partial<ReplySettings>) => Promise<boolean>;
}

/** The auto-reply's model, mode, streaming and reply delay; changes wait for Save. */
export function AutoReplySettingsModal(props: AutoReplySettingsModalProps) {
  const { t } = useTranslation('aiSettings');
  return (
    <IonModal
      isOpen={props.isOpen}
      onDidDismiss={props.onClose}
      aria-label={t('autoReply.advanced')}
    >
      {props.isOpen && <SettingsBody {...props} />}
    </IonModal>
  );
}

function SettingsBody({ settings, models, onClose, onSave }: AutoReplySettingsModalProps) {
  const { t } = useTranslation('aiSettings');
  const draft = useSettingsDraft(settings);
  const { value, change } = draft;

  async function save() {
    if (await onSave(draft.changes)) onClose();
  }

  return (
    <>
      <ModalHeader title={t('autoReply.advanced')} onClose={onClose} />
      <IonContent className="ai-modal-content">
        <div className="ai-settings-form">
          <ModelSelect
            label={t('autoReply.model')}
            value={value.model}
            list={models.state}
            onChange={(model) => change({ model })}
            onRefresh={() => void models.refresh()}
          />
          <ModeSegment
            label={t('autoReply.mode')}
            value={value.mode}
            onChange={(mode) => change({ mode })}
          />
          <IonToggle
            justify="space-between"
            checked={value.stream}
            onIonChange={(event) => change({ stream: event.detail.checked })}
          >
            {t('autoReply.stream')}
          </IonToggle>
          <label className="ai-field">
            <span>{t('autoReply.delay')}</span>
            <input
              type="number"
              min={0}
              max={MAX_REPLY_DELAY_MS}
              step={100}
              value={value.replyDelay}
              onChange={(event) => {
                const ms = event.target.valueAsNumber;
                if (Number.isFinite(ms))
                  change({ replyDelay: Math.min(MAX_REPLY_DELAY_MS, Math.max(0, ms)) });
              }}
            />
          </label>
          <p className="ai-field-hint">{t('autoReply.delayHint')}</p>
        </div>
      </IonContent>
      <ModalSaveBar
        note={draft.unsaved && <span className="ai-unsaved">{t('ai:settings.unsaved')}</span>}
        disabled={!draft.unsaved}
        onSave={() => void save()}
      />
    </>
  );
}
