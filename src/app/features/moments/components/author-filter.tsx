import { IonIcon } from '@ionic/react';
import { chevronDown, closeCircle } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../boot/core-context.ts';
import { Avatar } from '../../../ui/avatar.tsx';
import type { PickerPerson } from '../../../ui/person-picker/filter-people.ts';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { PersonPicker } from '../../../ui/person-picker/person-picker.tsx';
import { useAuthorOf } from '../hooks/use-author.ts';
import { useFriendsWithMoments } from '../hooks/use-friends-with-moments.ts';

/** The feed shows everyone's moments: the filter's value for "All". */
export const ALL_AUTHORS = '';

interface AuthorFilterProps {
  /** Whose moments the feed shows: a public key, or ALL_AUTHORS. */
  author: string;
  onChange: (author: string) => void;
}

/** The feed's user filter: All, Me, or one friend who has moments; says who and clears in one tap. */
export function AuthorFilter({ author, onChange }: AuthorFilterProps) {
  const { t } = useTranslation('moments');
  const session = useSession();
  const authorOf = useAuthorOf();
  const [picking, setPicking] = useState(false);
  const friends = useFriendsWithMoments(picking);
  const me = session?.pub ?? null;

  const people: PickerPerson[] = [{ id: ALL_AUTHORS, name: t('filter.all'), avatar: '' }];
  if (session) people.push({ id: session.pub, name: t('filter.me'), avatar: session.avatar });
  for (const friend of friends ?? [])
    people.push({ id: friend.pub, name: friend.displayName, avatar: friend.avatar });

  const chosen = author === ALL_AUTHORS ? null : authorOf(author);
  const name = !chosen ? t('filter.all') : author === me ? t('filter.me') : chosen.name;
  return (
    <div className="moment-filter" role="group" aria-label={t('filter.label')}>
      <IonButton
        size="small"
        fill="outline"
        shape="round"
        aria-haspopup="dialog"
        title={t('filter.choose')}
        onClick={() => setPicking(true)}
      >
        {chosen && <Avatar className="moment-filter-avatar" src={chosen.avatar} alt="" size={20} />}
        {t('filter.showing', { name })}
        <IonIcon slot="end" icon={chevronDown} aria-hidden="true" />
      </IonButton>
      {chosen && (
        <IonButton
          size="small"
          fill="clear"
          aria-label={t('filter.clear')}
          title={t('filter.clear')}
          onClick={() => onChange(ALL_AUTHORS)}
        >
          <IonIcon slot="icon-only" icon={closeCircle} aria-hidden="true" />
        </IonButton>
      )}
      <PersonPicker
        isOpen={picking}
        title={t('filter.title')}
        emptyText={t('filter.noMatch')}
        searchLabel={t('filter.search')}
        people={people}
        chosen={author}
        onPick={(person) => {
          onChange(person.id);
          setPicking(false);
        }}
        onClose={() => setPicking(false)}
      />
    </div>
  );
}
