import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../boot/core-context.ts';
import { useFriends } from '../../contacts/public.ts';
import { shortenId } from '../../../shell/tabs/shorten-id.ts';

export interface Author {
  readonly name: string;
  readonly avatar: string;
  readonly relation: 'me' | 'friend' | 'stranger';
}

/**
 * Who wrote a moment, as this device names them: my alias (or "You"), a friend's remark or
 * alias, else a short key (the author of an original I am not friends with). Live.
 */
export function useAuthorOf(): (pub: string) => Author {
  const { t } = useTranslation('moments');
  const session = useSession();
  const friends = useFriends().value;
  const byPub = useMemo(() => new Map(friends.map((f) => [f.pub, f])), [friends]);
  return useCallback(
    (pub: string): Author => {
      if (session && pub === session.pub)
        return { name: session.alias || t('you'), avatar: session.avatar, relation: 'me' };
      const friend = byPub.get(pub);
      if (friend)
        return {
          name: friend.displayName || shortenId(pub),
          avatar: friend.avatar,
          relation: 'friend',
        };
      return { name: shortenId(pub), avatar: '', relation: 'stranger' };
    },
    [session, byPub, t],
  );
}
