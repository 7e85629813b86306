/** What other features use of the click sounds: the receive click of the open chat. */
export { useReceivedMessageSound } from './use-received-message-sound.ts';
