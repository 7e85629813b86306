/** Someone a list offers to pick: an ID (a public key, or a choice of the list's own) and a face. */
export interface PickerPerson {
  readonly id: string;
  readonly name: string;
  readonly avatar: string;
}

/**
 * A picker's search: people whose name holds the query, or whose ID starts with it (as people
 * share the start of an ID), case-insensitive, in order. Two letters are found somewhere inside
 * most keys, so a match inside an ID would offer people whose names do not match at all.
 */
export function filterPeople<P extends PickerPerson>(people: readonly P[], query: string): P[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...people];
  return people.filter(
    (person) =>
      person.name.toLowerCase().includes(needle) || person.id.toLowerCase().startsWith(needle),
  );
}
