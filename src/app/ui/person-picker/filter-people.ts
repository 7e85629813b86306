/** Someone a list offers to pick: an ID (a public key, or a choice of the list's own) and a face. */
export interface PickerPerson {
  readonly id: string;
  readonly name: string;
  readonly avatar: string;
}

/** A picker's search: people whose name or ID holds the query (case-insensitive), in order. */
export function filterPeople<P extends PickerPerson>(people: readonly P[], query: string): P[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...people];
  return people.filter(
    (person) =>
      person.name.toLowerCase().includes(needle) || person.id.toLowerCase().includes(needle),
  );
}
