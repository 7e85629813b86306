import type { ContactService } from '@core/contacts/contact-service.ts';
import { useCore, useSession } from '../../../boot/core-context.ts';
import { useLiveQuery, type LiveValue } from '../../../ui/use-live-query.ts';

export type ContactQuery<T> = LiveValue<T>;

/** Each read function's number: a new function is a new question. */
const readIds = new WeakMap<object, number>();
let lastReadId = 0;
function idOf(read: object): number {
  const known = readIds.get(read);
  if (known !== undefined) return known;
  readIds.set(read, ++lastReadId);
  return lastReadId;
}

/**
 * Reads something from the contacts core and reads it again on every contacts event: the core
 * tells what changed, screens simply re-read (local SQLite, cheap). `read` must be stable
 * (module-level or useCallback); a change of it or of the signed-in user reads afresh.
 */
export function useContactQuery<T>(
  read: (contacts: ContactService) => Promise<T>,
  initial: T,
): ContactQuery<T> {
  const { contacts } = useCore();
  const me = useSession()?.pub ?? null;
  return useLiveQuery(
    `${me ?? ''}:${idOf(read)}`,
    { read: () => read(contacts), source: contacts },
    initial,
  );
}
