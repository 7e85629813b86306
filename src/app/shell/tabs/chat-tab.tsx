import { ChatsScreen } from '../../features/chat/chats-screen.tsx';

/** The Chats screen inside the home shell. */
export function ChatTab() {
  return <ChatsScreen />;
}
