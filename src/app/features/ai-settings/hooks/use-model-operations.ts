import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModelInfo, TransferProgress } from '@core/ai/model-manager.ts';
import { useCore } from '../../../boot/core-context.ts';
import { useModelList } from '../../ai-chat/public.ts';
import { useOperation } from './use-operation.ts';

/** Each operation refreshes the installed list when it changed it. */
function useAfterChange() {
  const { refresh } = useModelList();
  return useCallback(() => void refresh(), [refresh]);
}

/** Creates a model from a Modelfile; `status` is the server's latest line. */
export function useCreateModel() {
  const { ai } = useCore();
  const { t } = useTranslation('ai');
  const changed = useAfterChange();
  const [status, setStatus] = useState('');
  const op = useOperation(async (name: string, modelfile: string) => {
    setStatus('');
    await ai.models.create(name, modelfile, setStatus);
    changed();
    return true;
  }, t('settingsText.created'));
  return { ...op, status };
}

export function useDeleteModel() {
  const { ai } = useCore();
  const { t } = useTranslation('aiSettings');
  const changed = useAfterChange();
  return useOperation(async (name: string) => {
    await ai.models.delete(name);
    changed();
    return true;
  }, t('models.deleted'));
}

export function useCopyModel() {
  const { ai } = useCore();
  const { t } = useTranslation('aiSettings');
  const changed = useAfterChange();
  return useOperation(async (source: string, destination: string) => {
    await ai.models.copy(source, destination);
    changed();
    return true;
  }, t('models.copied'));
}

/** Shows a model's details; `info` stays until another model is shown. */
export function useShowModel() {
  const { ai } = useCore();
  const [info, setInfo] = useState<ModelInfo | null>(null);
  const op = useOperation(async (name: string) => {
    setInfo(null);
    const found = await ai.models.show(name);
    setInfo(found);
    return found;
  });
  return { ...op, info };
}

/** Pushes a model to the library; `progress` follows the upload. */
export function usePushModel() {
  const { ai } = useCore();
  const { t } = useTranslation('aiSettings');
  const [progress, setProgress] = useState<TransferProgress | null>(null);
  const op = useOperation(async (name: string) => {
    setProgress(null);
    await ai.models.push(name, setProgress);
    return true;
  }, t('models.pushed'));
  return { ...op, progress };
}

export function useEmbeddings() {
  const { ai } = useCore();
  const [vectors, setVectors] = useState<number[][] | null>(null);
  const op = useOperation(async (model: string, prompt: string) => {
    setVectors(null);
    const result = await ai.models.embed(model, prompt);
    setVectors(result);
    return result;
  });
  return { ...op, vectors };
}
