import { IonIcon } from '@ionic/react';
import { addOutline, downloadOutline, trashOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { useIonAlert } from '../../../ui/ionic/use-ion-alert.ts';
import { IonCheckbox } from '../../../ui/ionic/ion-checkbox.ts';
import type { AiConversation } from '@core/ai/conversation-types.ts';
import { formatMessageTime } from '../../../ui/format-time.ts';

export interface HistoryListProps {
  conversations: readonly AiConversation[] | null;
  currentId: string | null;
  search: string;
  onSearch: (text: string) => void;
  onOpen: (id: string) => void;
  onNewChat: () => void;
  onDelete: (ids: readonly string[]) => Promise<boolean>;
  onExport: (id: string) => void;
}

/** The conversation history: search, new chat, open, export, delete one or several. */
export function HistoryList(props: HistoryListProps) {
  const { conversations, currentId } = props;
  const { t, i18n } = useTranslation('ai');
  const [presentAlert] = useIonAlert();
  const [editing, setEditing] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  function confirmDelete(ids: readonly string[]) {
    void presentAlert({
      header: t('history.deleteTitle'),
      message: t('history.deleteMessage', { count: ids.length }),
      buttons: [
        { text: t('common.cancel'), role: 'cancel' },
        {
          text: t('common.delete'),
          role: 'destructive',
          handler: () => {
            void props.onDelete(ids).then((ok) => {
              if (ok) setSelected(new Set());
            });
          },
        },
      ],
    });
  }

  function toggle(id: string, on: boolean) {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  }

  return (
    <div className="ai-history">
      <div className="ai-history-tools">
        <IonButton expand="block" onClick={props.onNewChat}>
          <IonIcon icon={addOutline} slot="start" aria-hidden="true" />
          {t('history.newChat')}
        </IonButton>
        <input
          type="search"
          className="ai-search"
          aria-label={t('history.search')}
          placeholder={t('history.search')}
          value={props.search}
          onChange={(event) => props.onSearch(event.target.value)}
        />
        <div className="ai-history-edit">
          <IonButton
            size="small"
            fill="clear"
            aria-pressed={editing}
            onClick={() => {
              setEditing(!editing);
              setSelected(new Set());
            }}
          >
            {editing ? t('history.done') : t('history.edit')}
          </IonButton>
          {editing && (
            <IonButton
              size="small"
              color="danger"
              disabled={selected.size === 0}
              onClick={() => confirmDelete([...selected])}
            >
              {t('history.deleteSelected', { count: selected.size })}
            </IonButton>
          )}
        </div>
      </div>
      {conversations?.length === 0 && (
        <p className="ai-history-empty">
          {props.search.trim() ? t('history.noMatches') : t('history.empty')}
        </p>
      )}
      <ul className="ai-history-items" aria-label={t('history.title')}>
        {conversations?.map((conversation) => (
          <li
            key={conversation.id}
            className={`ai-history-item${conversation.id === currentId ? ' is-current' : ''}`}
          >
            {editing && (
              <IonCheckbox
                aria-label={t('history.select', { title: conversation.title })}
                checked={selected.has(conversation.id)}
                onIonChange={(event) => toggle(conversation.id, event.detail.checked)}
              />
            )}
            <button
              type="button"
              className="ai-history-open"
              aria-current={conversation.id === currentId ? 'true' : undefined}
              onClick={() => props.onOpen(conversation.id)}
            >
              <span className="ai-history-title">{conversation.title}</span>
              <span className="ai-history-preview">{conversation.lastMessage}</span>
              <span className="ai-history-time">
                {formatMessageTime(conversation.updatedAt, i18n.language)}
              </span>
            </button>
            {!editing && (
              <span className="ai-history-actions">
                <IonButton
                  fill="clear"
                  size="small"
                  aria-label={t('history.export', { title: conversation.title })}
                  title={t('history.exportShort')}
                  onClick={() => props.onExport(conversation.id)}
                >
                  <IonIcon icon={downloadOutline} slot="icon-only" aria-hidden="true" />
                </IonButton>
                <IonButton
                  fill="clear"
                  size="small"
                  color="danger"
                  aria-label={t('history.delete', { title: conversation.title })}
                  title={t('common.delete')}
                  onClick={() => confirmDelete([conversation.id])}
                >
                  <IonIcon icon={trashOutline} slot="icon-only" aria-hidden="true" />
                </IonButton>
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
