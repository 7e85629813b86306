import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonModal } from '../../../ui/ionic/ion-modal.ts';
import { IonContent } from '../../../ui/ionic/ion-content.ts';
import {
  useDeleteConversations,
  useExportConversation,
  useNewChat,
  useOpenConversation,
} from '../hooks/use-conversation-actions.ts';
import { useConversations } from '../hooks/use-conversations.ts';
import { HistoryList } from './history-list.tsx';
import { ModalHeader } from '../../../ui/modal-frame.tsx';

export interface HistoryPanelProps {
  open: boolean;
  /** Wide screens show the history beside the chat; narrow ones in a modal. */
  wide: boolean;
  currentId: string | null;
  onClose: () => void;
}

/** The conversation history side menu. */
export function HistoryPanel({ open, wide, currentId, onClose }: HistoryPanelProps) {
  const { t } = useTranslation('ai');
  const [search, setSearch] = useState('');
  const conversations = useConversations(search);
  const openConversation = useOpenConversation();
  const newChat = useNewChat();
  const remove = useDeleteConversations();
  const exportConversation = useExportConversation();

  const list = (
    <HistoryList
      conversations={conversations}
      currentId={currentId}
      search={search}
      onSearch={setSearch}
      onOpen={(id) => {
        void openConversation(id);
        if (!wide) onClose();
      }}
      onNewChat={() => {
        void newChat();
        if (!wide) onClose();
      }}
      onDelete={remove}
      onExport={(id) => void exportConversation(id)}
    />
  );

  if (wide) {
    return open ? (
      <aside className="ai-history-aside" aria-label={t('history.title')}>
        <h2 className="ai-history-heading">{t('history.title')}</h2>
        {list}
      </aside>
    ) : null;
  }
  return (
    <IonModal isOpen={open} onDidDismiss={onClose} aria-label={t('history.title')}>
      <ModalHeader title={t('history.title')} onClose={onClose} />
      <IonContent className="ai-modal-content">{list}</IonContent>
    </IonModal>
  );
}
