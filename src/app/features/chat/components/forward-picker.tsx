import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@core/chat/chat-types.ts';
import { PersonPicker } from '../../../ui/person-picker/person-picker.tsx';
import { useFriends } from '../../contacts/public.ts';

interface ForwardPickerProps {
  /** The message to forward; null while the picker is closed. */
  message: ChatMessage | null;
  /** The private chat it is in: its friend is not offered (absent for a room). */
  peer?: string;
  onPick: (message: ChatMessage, friend: { pub: string; name: string }) => void;
  onClose: () => void;
}

/** Which friend a message goes to. */
export function ForwardPicker({ message, peer, onPick, onClose }: ForwardPickerProps) {
  const { t } = useTranslation('chat');
  const friends = useFriends()
    .value.filter((friend) => friend.pub !== peer)
    .map((friend) => ({ id: friend.pub, name: friend.displayName, avatar: friend.avatar }));
  return (
    <PersonPicker
      isOpen={message !== null}
      title={t('forward.title')}
      emptyText={t('forward.noFriends')}
      people={friends}
      onPick={(friend) => {
        if (message) onPick(message, { pub: friend.id, name: friend.name });
      }}
      onClose={onClose}
    />
  );
}
