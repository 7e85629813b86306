/**
 * What other features may use of rooms: the console the Chats tab shows, starting, joining and
 * leaving a room, an invitation in a chat, and where a room's page is.
 */
export { InvitationCard } from './components/invitation-card.tsx';
export { RoomsConsole } from './components/rooms-console.tsx';
export { StartGroupModal } from './components/start-group-modal.tsx';
export { useJoinRoom } from './hooks/use-join-room.ts';
export { useLeaveRoom } from './hooks/use-leave-room.ts';
export { groupMessagesPath } from './lib/room-paths.ts';
