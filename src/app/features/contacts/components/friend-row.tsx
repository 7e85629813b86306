import { IonIcon } from '@ionic/react';
import { trashOutline } from 'ionicons/icons';
import { memo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IonItemOption } from '../../../ui/ionic/ion-item-option.ts';
import { IonItem } from '../../../ui/ionic/ion-item.ts';
import { IonItemOptions } from '../../../ui/ionic/ion-item-options.ts';
import { IonItemSliding } from '../../../ui/ionic/ion-item-sliding.ts';
import { IonLabel } from '../../../ui/ionic/ion-label.ts';
import type { Friend } from '@core/contacts/friend.ts';
import { Avatar } from '../../../ui/avatar.tsx';
import { sameFields } from '../../../ui/same-fields.ts';
import { friendProfilePath } from '../lib/contact-paths.ts';
import { VerificationBadge } from './verification-badge.tsx';

interface FriendRowProps {
  friend: Friend;
  /** Asks first; resolves to whether the friend was deleted. */
  onDelete: (friend: Friend) => Promise<boolean>;
}

/** One contact: tap for the profile, swipe left for Delete. */
export const FriendRow = memo(
  function FriendRow({ friend, onDelete }: FriendRowProps) {
    const { t } = useTranslation('contacts');
    const slidingRef = useRef<HTMLIonItemSlidingElement>(null);

    async function remove() {
      const deleted = await onDelete(friend);
      if (!deleted) await slidingRef.current?.close();
    }

    return (
      <IonItemSliding ref={slidingRef}>
        <IonItem routerLink={friendProfilePath(friend.pub)} detail={false}>
          <Avatar
            src={friend.avatar}
            alt={friend.displayName}
            size={40}
            className="friend-avatar"
          />
          <IonLabel>
            <h2 className="friend-name">{friend.displayName}</h2>
            <p>
              <VerificationBadge status={friend.status} />
            </p>
          </IonLabel>
        </IonItem>
        <IonItemOptions side="end">
          <IonItemOption color="danger" onClick={() => void remove()}>
            <IonIcon slot="start" icon={trashOutline} aria-hidden="true" />
            {t('list.delete')}
          </IonItemOption>
        </IonItemOptions>
      </IonItemSliding>
    );
  },
  // The friend list is read again after every contacts change: unchanged friends are not redrawn.
  (before, after) => before.onDelete === after.onDelete && sameFields(before.friend, after.friend),
);
