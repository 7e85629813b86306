import { AiChatScreen } from './ai-chat-screen.tsx';

/** Route /aichat (and /AiChat): the AI chat as its own page, with a way back. */
export function AiChatPage() {
  return <AiChatScreen />;
}
