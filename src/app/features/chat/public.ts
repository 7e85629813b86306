/**
 * What other features may use of the chat: the room page is the chat page's message list,
 * composer, picture viewer and forward picker over a room, sending and building its menu with the
 * chat's hooks; lists word previews and times as the chat list does; links open a chat.
 */
export { Composer } from './components/composer.tsx';
export { ForwardPicker } from './components/forward-picker.tsx';
export { ImageViewer } from './components/image-viewer.tsx';
export { MessageList } from './components/message-list.tsx';
export {
  useMessageActions,
  type Conversation,
  type MenuChoices,
  type MessageActions,
} from './hooks/use-message-actions.ts';
export { useMessageSender, type MessageSender } from './hooks/use-message-sender.ts';
export { usePreviewText } from './hooks/use-preview-text.ts';
export { useNow, useRecentTimeText } from './hooks/use-recent-time.ts';
export { chatPagePath } from './lib/chat-paths.ts';
export { quotedNameOf, senderNameOf } from './lib/sender-name.ts';
