/**
 * What other features may use of the AI chat: the AI settings page edits the same service, model
 * and chat settings with the chat's hooks and form parts, and words notices with its texts; the
 * image recognition panel takes images the chat's way and edits the same image settings. The
 * form parts bring the AI stylesheet (fields, hints, form actions), which the settings page's own
 * forms use too.
 */
export { ApiUrlField } from './components/api-url-field.tsx';
export { ChatSettingsForm } from './components/chat-settings-form.tsx';
export { ImageOptionsForm, type ImageOptions } from './components/image-options-form.tsx';
export { ModeSegment } from './components/mode-segment.tsx';
export { ModelSelect } from './components/model-select.tsx';
export { useAiReady } from './hooks/use-ai-ready.ts';
export { useAiServiceDraft, type AiServiceDraft } from './hooks/use-ai-service-draft.ts';
export { useApiUrl } from './hooks/use-api-url.ts';
export { chatOptionsOf, useChatSettings, useSaveChatSettings } from './hooks/use-chat-settings.ts';
export { useFileDrop } from './hooks/use-file-drop.ts';
export { useImageSettings } from './hooks/use-image-settings.ts';
export {
  useAutoModelList,
  useModelList,
  type ModelList,
  type ModelListState,
} from './hooks/use-model-list.ts';
export { useSettingsDraft } from './hooks/use-settings-draft.ts';
export { aiNoticeText, connectionFailureDetail, pullStageText } from './lib/ai-notice-text.ts';
