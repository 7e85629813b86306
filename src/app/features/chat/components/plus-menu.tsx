import { useIonRouter } from '@ionic/react';
import {
  addCircleOutline,
  enterOutline,
  peopleOutline,
  personAddOutline,
  scanOutline,
} from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { PLUS_MENU_PATHS } from '../lib/chat-paths.ts';
import { MenuButton } from './menu-button.tsx';

/** The Chats header's plus menu: start or join a room, add a friend, scan. */
export function PlusMenu() {
  const { t } = useTranslation('chat');
  const router = useIonRouter();
  const go = (path: string) => () => router.push(path);
  return (
    <MenuButton
      label={t('plus.label')}
      icon={addCircleOutline}
      items={[
        {
          id: 'startGroup',
          label: t('plus.startGroup'),
          icon: peopleOutline,
          onSelect: go(PLUS_MENU_PATHS.startGroup),
        },
        {
          id: 'joinGroup',
          label: t('plus.joinGroup'),
          icon: enterOutline,
          onSelect: go(PLUS_MENU_PATHS.joinGroup),
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
  );
}
