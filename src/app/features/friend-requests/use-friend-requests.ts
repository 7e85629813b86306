import type { ContactService } from '@core/contacts/contact-service.ts';
import type { FriendRequest } from '@core/contacts/contact-store.ts';
import { useContactQuery, type ContactQuery } from '../contacts/public.ts';

export interface RequestSummary {
  readonly pending: number;
  readonly unviewed: boolean;
}

const NO_SUMMARY: RequestSummary = { pending: 0, unviewed: false };
const NO_REQUESTS: readonly FriendRequest[] = [];
const readSummary = (contacts: ContactService) => contacts.requestSummary();
const readRequests = (contacts: ContactService) => contacts.requests();

/** The count badge and the red dot (Contacts tab, bell): live. */
export function useRequestSummary(): RequestSummary {
  return useContactQuery(readSummary, NO_SUMMARY).value;
}

/** Pending received requests, newest first: live. */
export function useFriendRequests(): ContactQuery<readonly FriendRequest[]> {
  return useContactQuery(readRequests, NO_REQUESTS);
}
