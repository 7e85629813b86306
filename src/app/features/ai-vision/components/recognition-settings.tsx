import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isVisionModel } from '@core/ai/image-rules.ts';
import { useCore } from '../../../boot/core-context.ts';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { IonContent } from '../../../ui/ionic/ion-content.ts';
import { ModalSaveBar } from '../../../ui/modal-frame.tsx';
import { useAction } from '../../../ui/use-action.ts';
import {
  ImageOptionsForm,
  ModelSelect,
  useImageSettings,
  useModelList,
  useSettingsDraft,
  type ModelListState,
} from '../../ai-chat/public.ts';
import { useModelInstall } from '../hooks/use-model-install.ts';
import { InstallProgress } from './install-progress.tsx';
import { RecommendedModels } from './recommended-models.tsx';
import { TestArea } from './test-area.tsx';

/** The connection check: what the model list fetch came to. */
function ConnectionStatus({ list, onCheck }: { list: ModelListState; onCheck: () => void }) {
  const { t } = useTranslation('vision');
  return (
    <section className="vision-connection" aria-label={t('settings.connection')}>
      <p role="status">
        {list.status === 'loading' && t('settings.checking')}
        {list.status === 'ready' && t('settings.connected')}
        {list.status === 'failed' && (
          <span className="ai-form-error">
            {t('errors.notConnected')}
            {' · '}
            {t('settings.checkFailed', { detail: list.failure.detail })}
          </span>
        )}
      </p>
      <IonButton size="small" fill="outline" disabled={list.status === 'loading'} onClick={onCheck}>
        {t('settings.check')}
      </IonButton>
    </section>
  );
}

/**
 * The recognition settings: the connection check, the installed vision models (the settings
 * page's wider filter), the recommended models to install or select, the maximum size and
 * auto-resize, a test area and Save. The same image settings the chat reads.
 */
export function RecognitionSettings() {
  const { ai } = useCore();
  const { t } = useTranslation('vision');
  const saved = useImageSettings();
  const draft = useSettingsDraft({
    visionModel: saved.visionModel,
    maxImageSize: saved.maxImageSize,
    autoResize: saved.autoResize,
  });
  const { state: list, refresh } = useModelList();
  const check = useCallback(() => void refresh(), [refresh]);
  useEffect(check, [check]);
  const visionList: ModelListState = {
    ...list,
    models: list.models.filter((model) => isVisionModel(model.name, true)),
  };
  const { change } = draft;
  const onInstalled = useCallback(
    (name: string) => {
      change({ visionModel: name });
      check();
    },
    [change, check],
  );
  const install = useModelInstall(onInstalled);
  const { run: save, busy: saving } = useAction(() => ai.images.save(draft.changes), {
    what: 'saving the recognition settings',
    successText: t('settings.saved'),
    failureText: t('settings.saveFailed'),
  });

  return (
    <>
      <IonContent className="ai-modal-content">
        <ConnectionStatus list={list} onCheck={check} />
        <ModelSelect
          label={t('settings.visionModel')}
          value={draft.value.visionModel}
          list={visionList}
          onChange={(visionModel) => change({ visionModel })}
          onRefresh={check}
        />
        {list.status === 'ready' && visionList.models.length === 0 && (
          <p className="ai-empty">{t('settings.noVisionModels')}</p>
        )}
        <RecommendedModels
          installed={visionList.models.map((model) => model.name)}
          selected={draft.value.visionModel}
          installing={install.running}
          onInstall={install.start}
          onSelect={(visionModel) => change({ visionModel })}
        />
        {install.progress && (
          <InstallProgress
            progress={install.progress}
            running={install.running}
            onCancel={install.cancel}
          />
        )}
        <ImageOptionsForm
          value={draft.value}
          onChange={change}
          autoResizeHint={t('settings.autoResizeHint')}
        />
        <TestArea model={draft.value.visionModel} />
      </IonContent>
      <ModalSaveBar
        note={draft.unsaved && <span className="ai-unsaved">{t('settings.unsaved')}</span>}
        disabled={!draft.unsaved || saving}
        onSave={() => void save().then((done) => done && draft.reset())}
      />
    </>
  );
}
