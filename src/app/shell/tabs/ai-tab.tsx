import { AiChatScreen } from '../../features/ai-chat/ai-chat-screen.tsx';

/** The AI Chat screen inside the home shell: a tab, so no back button. */
export function AiTab() {
  return <AiChatScreen inTab />;
}
