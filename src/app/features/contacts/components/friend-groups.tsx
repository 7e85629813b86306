import { useRef } from 'react';
import { Virtuoso } from 'react-virtuoso';
import { IonItemDivider } from '../../../ui/ionic/ion-item-divider.ts';
import { IonLabel } from '../../../ui/ionic/ion-label.ts';
import { IonList } from '../../../ui/ionic/ion-list.ts';
import type { Friend } from '@core/contacts/friend.ts';
import type { IndexedGroup } from '@core/text/index-letter.ts';
import { useScrollParent } from '../../../ui/use-scroll-parent.ts';
import { FriendRow } from './friend-row.tsx';

interface FriendGroupsProps {
  groups: readonly IndexedGroup<Friend>[];
  onDelete: (friend: Friend) => Promise<boolean>;
}

/**
 * The friend list under its index letters; each group is marked for the index bar to find. The
 * rows of a group are a virtual list scrolling with the screen: only those on screen are rendered.
 */
export function FriendGroups({ groups, onDelete }: FriendGroupsProps) {
  const list = useRef<HTMLIonListElement>(null);
  const scrollParent = useScrollParent(list);
  return (
    <IonList ref={list} className="friend-groups">
      {scrollParent &&
        groups.map((group) => (
          // A plain box, not an IonItemGroup: a group between the list and its rows (role
          // group) would leave the rows without their list.
          <div key={group.letter} data-index-letter={group.letter}>
            <IonItemDivider sticky>
              <IonLabel>{group.letter}</IonLabel>
            </IonItemDivider>
            <Virtuoso
              customScrollParent={scrollParent}
              data={group.items}
              computeItemKey={(_, friend) => friend.pub}
              itemContent={(_, friend) => <FriendRow friend={friend} onDelete={onDelete} />}
            />
          </div>
        ))}
    </IonList>
  );
}
