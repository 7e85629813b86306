import { IonIcon, IonPage } from '@ionic/react';
import { bugOutline } from 'ionicons/icons';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { useHomeShell } from '../../shell/home-shell-context.ts';
import { useWideScreen } from '../../shell/use-wide-screen.ts';
import { ChatHeader } from './components/chat-header.tsx';
import { ChatSettingsModal } from './components/chat-settings-modal.tsx';
import { Composer } from './components/composer.tsx';
import { ConnectionBanner } from './components/connection-banner.tsx';
import { DebugPanel } from './components/debug-panel.tsx';
import { DropOverlay } from './components/drop-overlay.tsx';
import { HistoryPanel } from './components/history-panel.tsx';
import { MessageList } from './components/message-list.tsx';
import { TemplatesModal } from './components/templates-modal.tsx';
import { WelcomeCard } from './components/welcome-card.tsx';
import { ForwardPicker } from '../chat/public.ts';
import {
  useAddGeneratedToChat,
  useAddRecognitionToChat,
  type GeneratedForChat,
  type RecognitionForChat,
} from './hooks/use-add-to-chat.ts';
import { useAiReady } from './hooks/use-ai-ready.ts';
import { useAttachImages } from './hooks/use-attach-images.ts';
import { useChatSettings } from './hooks/use-chat-settings.ts';
import { useChatSelector, useGenerating } from './hooks/use-chat-session.ts';
import { useComposerDraft } from './hooks/use-composer-draft.ts';
import { useExportConversation, useNewChat } from './hooks/use-conversation-actions.ts';
import { useDebugLog } from './hooks/use-debug-log.ts';
import { useFileDrop } from './hooks/use-file-drop.ts';
import { useEditAndResend, useRegenerate, useStopReply } from './hooks/use-message-actions.ts';
import { useAutoModelList } from './hooks/use-model-list.ts';
import { useSendMessage } from './hooks/use-send-message.ts';
import { useShareImage } from './hooks/use-share-image.ts';
import './ai-chat.css';

type Panel = 'none' | 'templates' | 'settings' | 'debug' | 'image-generation' | 'image-recognition';

// The image panels load with their first opening, not with the chat.
const ImageGenerationModal = lazy(() =>
  import('../ai-image/public.ts').then((panel) => ({ default: panel.ImageGenerationModal })),
);
const ImageRecognitionModal = lazy(() =>
  import('../ai-vision/public.ts').then((panel) => ({ default: panel.ImageRecognitionModal })),
);

export interface AiChatScreenProps {
  /** Inside the home shell's AI Chat tab: no back button, and on narrow screens the tab bar
   * holds the text input. */
  inTab?: boolean;
}

/** The AI chat: history, messages streaming in, the input with images, templates and settings. */
export function AiChatScreen({ inTab = false }: AiChatScreenProps) {
  const { t } = useTranslation(['ai', 'routes']);
  const ready = useAiReady();
  // Pieces of the chat state only: streamed chunks do not re-render this screen.
  const conversationId = useChatSelector((state) => state.conversationId);
  const hasMessages = useChatSelector((state) => state.messages.length > 0);
  const generating = useGenerating();
  const settings = useChatSettings();
  const models = useAutoModelList(ready);
  const [draft, drafts] = useComposerDraft();
  const send = useSendMessage();
  const stop = useStopReply();
  const regenerate = useRegenerate();
  const editAndResend = useEditAndResend();
  const newChat = useNewChat();
  const exportConversation = useExportConversation();
  const { attach, busy: attaching } = useAttachImages();
  const onFiles = useCallback((files: File[]) => void attach(files), [attach]);
  const drop = useFileDrop(onFiles);
  const debug = useDebugLog();
  const shell = useHomeShell();
  const wide = useWideScreen();
  const tabBarInput = inTab && shell !== null && !shell.wide;
  const [panel, setPanel] = useState<Panel>('none');
  // Wide screens show the history beside the chat until hidden; narrow ones open it as a menu.
  const [asideOpen, setAsideOpen] = useState(true);
  const [menuOpen, setMenuOpen] = useState(false);
  const historyOpen = wide ? asideOpen : menuOpen;
  const setHistoryOpen = wide ? setAsideOpen : setMenuOpen;
  const close = useCallback(() => setPanel('none'), []);
  // Once opened, an image panel stays mounted, so closing it animates and keeps its state.
  const [opened, setOpened] = useState<ReadonlySet<Panel>>(new Set());
  const open = (next: Panel) => {
    setOpened((before) => (before.has(next) ? before : new Set(before).add(next)));
    setPanel(next);
  };
  const addRecognition = useAddRecognitionToChat();
  const addGenerated = useAddGeneratedToChat();
  const share = useShareImage();

  const needsModel = ready && !settings.selectedModel.trim();

  return (
    <IonPage>
      <ChatHeader
        title={t('routes:aiChat')}
        showBack={!inTab}
        onHistory={() => setHistoryOpen(!historyOpen)}
        onTemplates={() => setPanel('templates')}
        onImageGeneration={() => open('image-generation')}
        onImageRecognition={() => open('image-recognition')}
        onClear={() => void newChat()}
        {...(conversationId ? { onExport: () => void exportConversation(conversationId) } : {})}
        onSettings={() => setPanel('settings')}
        onDebug={() => setPanel('debug')}
      />
      <IonContent scrollY={false}>
        <div className="ai-chat" {...drop.handlers}>
          <HistoryPanel
            open={historyOpen}
            wide={wide}
            currentId={conversationId}
            onClose={() => setHistoryOpen(false)}
          />
          <section className="ai-chat-main" aria-label={t('chat.region')}>
            {models.state.status === 'failed' && (
              <ConnectionBanner
                apiUrl={models.state.apiUrl}
                source={settings.apiSource}
                failure={models.state.failure}
                onRetry={() => void models.refresh()}
              />
            )}
            <MessageList
              empty={
                <WelcomeCard needsModel={needsModel} onOpenSettings={() => setPanel('settings')} />
              }
              onRegenerate={regenerate}
              onEditAndResend={editAndResend}
              onShareImage={share.choose}
            />
            {needsModel && hasMessages && (
              <p className="ai-model-warning" role="note">
                {t('text.selectModel')}
              </p>
            )}
            <Composer
              text={draft.text}
              images={draft.images}
              generating={generating}
              showInput={!tabBarInput}
              attaching={attaching}
              onTextChange={(text) => drafts.setText(text)}
              onAttach={onFiles}
              onRemoveImage={(index) => drafts.removeImage(index)}
              onSend={send}
              onStop={stop}
            />
          </section>
          {drop.dragging && <DropOverlay />}
        </div>
        {debug.enabled && (
          <IonButton
            className="ai-debug-fab"
            shape="round"
            aria-label={t('debug.open', { count: debug.entries.length })}
            onClick={() => setPanel('debug')}
          >
            <IonIcon icon={bugOutline} slot="start" aria-hidden="true" />
            {debug.entries.length}
          </IonButton>
        )}
      </IonContent>
      <TemplatesModal
        isOpen={panel === 'templates'}
        onClose={close}
        onApply={(text) => drafts.setText(text)}
      />
      <ChatSettingsModal
        isOpen={panel === 'settings'}
        onClose={close}
        debugEnabled={debug.enabled}
        onDebugChange={debug.setEnabled}
      />
      <DebugPanel isOpen={panel === 'debug'} onClose={close} log={debug} />
      <Suspense fallback={null}>
        {opened.has('image-generation') && (
          <ImageGenerationModal
            isOpen={panel === 'image-generation'}
            onClose={close}
            onSendToChat={(image: GeneratedForChat) => {
              close();
              addGenerated(image);
            }}
          />
        )}
        {opened.has('image-recognition') && (
          <ImageRecognitionModal
            isOpen={panel === 'image-recognition'}
            onClose={close}
            onSendToChat={(result: RecognitionForChat) => {
              close();
              addRecognition(result);
            }}
          />
        )}
      </Suspense>
      <ForwardPicker message={share.forwarding} onClose={share.cancel} onPick={share.send} />
    </IonPage>
  );
}
