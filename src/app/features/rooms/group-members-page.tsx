import { IonPage, useIonRouter } from '@ionic/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { IonItem } from '../../ui/ionic/ion-item.ts';
import { IonLabel } from '../../ui/ionic/ion-label.ts';
import { IonList } from '../../ui/ionic/ion-list.ts';
import { IonNote } from '../../ui/ionic/ion-note.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { HOME_PATH } from '../../routes/paths.ts';
import { useNow, useRecentTimeText } from '../chat/public.ts';
import { ClearVoteCard } from './components/clear-vote-card.tsx';
import { useLeaveRoom } from './hooks/use-leave-room.ts';
import { useRoomMembers } from './hooks/use-room-members.ts';
import { useRoomParam } from './hooks/use-room-param.ts';
import { useRoom } from './hooks/use-room.ts';
import { groupMessagesPath } from './lib/room-paths.ts';
import './components/rooms.css';

/**
 * Route /group/{pub}/members: who is in the room, Leave, and the vote on clearing the chat. Once
 * I left, the Chats page shows.
 */
export function GroupMembersPage() {
  const { t } = useTranslation(['rooms', 'routes']);
  const router = useIonRouter();
  const { pub, visible } = useRoomParam();
  const onLeft = useCallback(() => {
    if (visible) router.push(HOME_PATH, 'root');
  }, [visible, router]);
  const { room, loaded } = useRoom(pub, onLeft);
  const members = useRoomMembers(pub);
  const leave = useLeaveRoom('leave');
  const now = useNow();
  const timeText = useRecentTimeText();

  return (
    <IonPage>
      <PageHeader
        title={room?.name ?? t('routes:groupMembers')}
        backTo={pub ? groupMessagesPath(pub) : HOME_PATH}
      />
      <IonContent>
        {(!pub || (loaded && !room)) && <p className="rooms-empty">{t('page.noRoom')}</p>}
        {room && (
          <>
            <IonList aria-label={t('members.list')}>
              {members.map((member) => (
                <IonItem key={member.pub}>
                  <IonLabel>
                    <h2>{member.me ? `${member.name} (${t('members.you')})` : member.name}</h2>
                    <p>{t('members.joined', { time: timeText(member.joinedAt, now) })}</p>
                  </IonLabel>
                  <IonNote slot="end">{t('members.role')}</IonNote>
                </IonItem>
              ))}
            </IonList>
            <ClearVoteCard pub={room.pub} />
            <div className="ion-padding">
              <IonButton expand="block" color="danger" onClick={() => void leave(room)}>
                {t('members.leave')}
              </IonButton>
            </div>
          </>
        )}
      </IonContent>
    </IonPage>
  );
}
