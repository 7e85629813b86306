import { useIonRouter } from '@ionic/react';
import {
  ellipsisVertical,
  personCircleOutline,
  settingsOutline,
  trashOutline,
} from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '../../../routes/paths.ts';
import { friendProfilePath, friendSettingsPath } from '../../contacts/public.ts';
import { useChatActions } from '../hooks/use-chat-actions.ts';
import { MenuButton } from '../../../ui/menu-button.tsx';

/** The chat page's menu: the friend's profile and settings (remark, blacklist), delete the chat. */
export function ChatPageMenu({ pub, name }: { pub: string; name: string }) {
  const { t } = useTranslation('chat');
  const router = useIonRouter();
  const { deleteChat } = useChatActions();
  return (
    <MenuButton
      label={t('page.menu')}
      icon={ellipsisVertical}
      items={[
        {
          id: 'profile',
          label: t('page.profile'),
          icon: personCircleOutline,
          onSelect: () => router.push(friendProfilePath(pub)),
        },
        {
          id: 'settings',
          label: t('page.settings'),
          icon: settingsOutline,
          onSelect: () => router.push(friendSettingsPath(pub)),
        },
        {
          id: 'delete',
          label: t('page.deleteChat'),
          icon: trashOutline,
          danger: true,
          onSelect: () =>
            void deleteChat({ pub, name }).then((deleted) => {
              if (deleted) router.navigateRoot(HOME_PATH);
            }),
        },
      ]}
    />
  );
}
