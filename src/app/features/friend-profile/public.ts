/** What other features may use of the friend profile: blocking, which the chat page offers too. */
export { useBlock } from './use-block.ts';
