import { IonPage, useIonRouter } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import type { Room, RoomPreview } from '@core/rooms/room-types.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { useNow, usePreviewText, useRecentTimeText } from '../chat/public.ts';
import { RoomSearchList } from './components/room-search-list.tsx';
import { useRoomPreviews } from './hooks/use-room-previews.ts';
import { groupMessagesPath } from './lib/room-paths.ts';
import './components/room-pages.css';

/**
 * Route /grouplist: my rooms (name, shortened key, last message and its time), searchable by name
 * or key; a room opens its messages.
 */
export function GroupListPage() {
  const { t } = useTranslation(['rooms', 'routes']);
  const router = useIonRouter();
  const previews = useRoomPreviews();
  return (
    <IonPage>
      <PageHeader title={t('routes:groupList')} />
      <IonContent>
        <div className="room-page-column">
          <RoomSearchList
            label={t('groupList.list')}
            onPick={(pub) => router.push(groupMessagesPath(pub))}
            details={(room: Room) => <LastMessage preview={previews.get(room.pub)} />}
          />
        </div>
      </IonContent>
    </IonPage>
  );
}

function LastMessage({ preview }: { preview: RoomPreview | undefined }) {
  const { t } = useTranslation('rooms');
  const previewText = usePreviewText();
  const now = useNow();
  const timeText = useRecentTimeText();
  if (!preview) return null;
  if (preview.lastMsg === null) return <p>{t('groupList.noMessages')}</p>;
  return (
    <p className="room-last">
      <span className="room-last-text">{previewText(preview.lastMsg)}</span>
      {preview.lastTime !== null && (
        <span className="room-last-time">{timeText(preview.lastTime, now)}</span>
      )}
    </p>
  );
}
