/** What other features may use of friend requests: the open requests' count (the request bell). */
export { useRequestSummary } from './use-friend-requests.ts';
