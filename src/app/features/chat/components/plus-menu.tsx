import { useIonRouter } from '@ionic/react';
import {
  addCircleOutline,
  enterOutline,
  peopleOutline,
  personAddOutline,
  scanOutline,
} from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { groupMessagesPath, StartGroupModal, useJoinRoom } from '../../rooms/public.ts';
import { PLUS_MENU_PATHS } from '../lib/chat-paths.ts';
import { MenuButton } from '../../../ui/menu-button.tsx';

/** The Chats header's plus menu: start or join a room, add a friend, scan. */
export function PlusMenu() {
  const { t } = useTranslation('chat');
  const router = useIonRouter();
  const join = useJoinRoom();
  const [starting, setStarting] = useState(false);
  const go = (path: string) => () => router.push(path);
  return (
    <>
      <MenuButton
        label={t('plus.label')}
        icon={addCircleOutline}
        items={[
          {
            id: 'startGroup',
            label: t('plus.startGroup'),
            icon: peopleOutline,
            onSelect: () => setStarting(true),
          },
          {
            id: 'joinGroup',
            label: t('plus.joinGroup'),
            icon: enterOutline,
            onSelect: () =>
              void join().then((room) => room && router.push(groupMessagesPath(room.pub))),
          },
          {
            id: 'addFriend',
            label: t('plus.addFriend'),
            icon: personAddOutline,
            onSelect: go(PLUS_MENU_PATHS.addFriend),
          },
          {
            id: 'scanner',
            label: t('plus.scanner'),
            icon: scanOutline,
            onSelect: go(PLUS_MENU_PATHS.scanner),
          },
        ]}
      />
      <StartGroupModal isOpen={starting} onClose={() => setStarting(false)} />
    </>
  );
}
