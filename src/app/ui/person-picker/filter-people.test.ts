import { describe, expect, it } from 'vitest';
import { filterPeople } from './filter-people.ts';

const people = [
  { id: 'pubAAA', name: 'Bob', avatar: '' },
  { id: 'pubBBB', name: 'Carol Smith', avatar: '' },
  { id: 'pubCCC', name: 'bobby', avatar: '' },
];

describe('filter people', () => {
  it('keeps everyone, in order, for a blank query', () => {
    expect(filterPeople(people, '')).toEqual(people);
    expect(filterPeople(people, '   ')).toEqual(people);
  });

  it('matches the name, or the start of the ID, ignoring case and surrounding blanks', () => {
    expect(filterPeople(people, ' BOB ').map((p) => p.name)).toEqual(['Bob', 'bobby']);
    expect(filterPeople(people, 'smith').map((p) => p.name)).toEqual(['Carol Smith']);
    expect(filterPeople(people, 'pubccc').map((p) => p.name)).toEqual(['bobby']);
    expect(filterPeople(people, 'dave')).toEqual([]);
    // Letters inside an ID are no match: short queries would find them in most keys.
    expect(filterPeople(people, 'ccc')).toEqual([]);
  });
});
