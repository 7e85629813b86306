import { IonItemDivider, IonItemGroup, IonLabel, IonList } from '@ionic/react';
import type { Friend } from '../../../../core/contacts/friend.ts';
import type { IndexedGroup } from '../../../../core/text/index-letter.ts';
import { FriendRow } from './friend-row.tsx';

interface FriendGroupsProps {
  groups: readonly IndexedGroup<Friend>[];
  onDelete: (friend: Friend) => Promise<boolean>;
}

/** The friend list under its index letters; each group is marked for the index bar to find. */
export function FriendGroups({ groups, onDelete }: FriendGroupsProps) {
  return (
    <IonList className="friend-groups">
      {groups.map((group) => (
        <IonItemGroup key={group.letter} data-index-letter={group.letter}>
          <IonItemDivider sticky>
            <IonLabel>{group.letter}</IonLabel>
          </IonItemDivider>
          {group.items.map((friend) => (
            <FriendRow key={friend.pub} friend={friend} onDelete={onDelete} />
          ))}
        </IonItemGroup>
      ))}
    </IonList>
  );
}
