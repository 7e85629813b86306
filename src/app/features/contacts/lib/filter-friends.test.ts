import { describe, expect, it } from 'vitest';
import type { Friend } from '@core/contacts/friend.ts';
import { filterFriends } from './filter-friends.ts';

function friend(pub: string, alias: string, remark = ''): Friend {
  return {
    pub,
    alias,
    avatar: '',
    signature: '',
    remark,
    remarkInfo: '',
    displayName: remark || alias,
    epub: null,
    epubSource: null,
    status: 'syncing',
    addedByMe: true,
    since: 0,
    syncRetryCount: 0,
    verificationTime: null,
  };
}

const FRIENDS = [friend('AbC.key1', 'Alice'), friend('XyZ.key2', 'Bob', 'Bobby Tables')];

describe('filterFriends', () => {
  it('keeps everyone for a blank query', () => {
    expect(filterFriends(FRIENDS, '  ')).toBe(FRIENDS);
  });

  it('matches alias, remark and key, ignoring case', () => {
    expect(filterFriends(FRIENDS, 'ali').map((f) => f.alias)).toEqual(['Alice']);
    expect(filterFriends(FRIENDS, 'TABLES').map((f) => f.alias)).toEqual(['Bob']);
    expect(filterFriends(FRIENDS, 'xyz.KEY').map((f) => f.alias)).toEqual(['Bob']);
    expect(filterFriends(FRIENDS, 'nobody')).toEqual([]);
  });
});
